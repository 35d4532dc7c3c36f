import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Service } from '@contract/places';
import { ServiceGallery } from '@/features/services/components/service-gallery';
import { serviceDetailLoader } from '@/features/services/routes/loaders';
import { placeOfflineUrls } from '@/lib/offline';
import { kyoto } from '@/testing/fixtures';

// What lib/offline.ts keeps for a saved place must be exactly what the place's page asks for, or
// the page opened offline misses a call or a picture (the service worker answers by URL).

const place: Service = {
  ...kyoto,
  photos: [
    kyoto.img,
    '/images/services/kyoto-japan-2-800.webp',
    '/images/services/kyoto-3-800.webp',
  ],
};

/** Every URL an <img> may load: its src and each srcset candidate. */
function imageUrls(): string[] {
  return [...document.querySelectorAll('img')].flatMap((img) => [
    img.getAttribute('src') ?? '',
    ...(img.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('the URLs kept for a saved place', () => {
  it("are the page's two API calls, as the loader sends them (path and query string)", async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      requested.push(input);
      const body = input.includes('/reviews') ? { items: [], nextCursor: null } : place;
      return Promise.resolve(Response.json(body));
    });
    const request = new Request(`http://localhost/detail/${place._id}`);
    const args = { params: { id: place._id }, request, url: new URL(request.url) };
    const data = await serviceDetailLoader(args as unknown as LoaderFunctionArgs);
    await data.reviews;
    expect(requested.sort()).toEqual(
      placeOfflineUrls(place)
        .filter((url) => url.startsWith('/api/'))
        .sort(),
    );
  });

  it('are every picture the gallery, its strip and the photo viewer may load, and no other', async () => {
    const user = userEvent.setup();
    render(<ServiceGallery service={place} />);
    const seen = new Set(imageUrls());
    for (let at = 0; at < place.photos.length; at += 1) {
      const name =
        at === 0
          ? `Open the picture of ${place.title} full screen`
          : `Open picture ${at + 1} of ${place.photos.length} of ${place.title} full screen`;
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(document.querySelector('.PhotoView-Portal img')).not.toBeNull());
      imageUrls().forEach((url) => seen.add(url));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.querySelector('.PhotoView-Portal')).toBeNull());
    }
    const kept = placeOfflineUrls(place).filter((url) => url.startsWith('/images/'));
    expect(kept.sort()).toEqual([...seen].sort());
    expect(new Set(kept).size).toBe(kept.length);
  });

  it("start with the place's page and leave out pictures on other sites", () => {
    const urls = placeOfflineUrls({ ...place, photos: [place.img, 'https://example.com/a.jpg'] });
    expect(urls[0]).toBe(`/detail/${place._id}`);
    expect(urls.some((url) => url.includes('example.com'))).toBe(false);
  });
});
