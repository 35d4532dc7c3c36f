import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '@/testing/render-app';
import { failApi, fakeApi, onApi } from '@/testing/fake-api';
import { kyoto, photo, publicReview } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const path = `/detail/${kyoto._id}`;
const photosPath = `/service/${kyoto._id}/photos`;

const withPhotos = publicReview(1, {
  customer: 'Ana',
  photos: [photo(1, { alt: 'Lanterns at dusk' }), photo(2)],
});

beforeEach(() => {
  onApi('GET', `/service/${kyoto._id}`, kyoto);
  onApi('GET', `/service/${kyoto._id}/reviews`, {
    items: [withPhotos, publicReview(2)],
    nextCursor: null,
  });
});

const section = () => screen.findByRole('region', { name: "Travellers' photos" });

describe("a place's travellers' photos", () => {
  it('shows nothing when the place has no photos', async () => {
    onApi('GET', photosPath, { items: [], nextCursor: null });
    renderApp(path);
    expect(await screen.findByText('Review number 2')).toBeInTheDocument();
    await waitFor(() => expect(fakeApi.get).toHaveBeenCalledWith(photosPath, expect.anything()));
    expect(screen.queryByRole('heading', { name: "Travellers' photos" })).not.toBeInTheDocument();
  });

  it('asks for the newest 12 and shows the count and a strip of thumbnails, each linked to its review card', async () => {
    onApi('GET', photosPath, {
      items: [
        { ...photo(1, { alt: 'Lanterns at dusk' }), reviewId: 'r1' },
        { ...photo(2), reviewId: 'r1' },
        { ...photo(9), reviewId: 'elsewhere' },
      ],
      nextCursor: null,
    });
    renderApp(path);
    const strip = await section();
    expect(fakeApi.get).toHaveBeenCalledWith(
      photosPath,
      expect.objectContaining({ query: { limit: '12' } }),
    );
    expect(within(strip).getByRole('heading', { level: 2 })).toHaveTextContent(
      "Travellers' photos",
    );
    expect(within(strip).getByText("3 photos from travellers' reviews")).toBeInTheDocument();

    const thumbs = within(strip).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual([
      'Lanterns at dusk',
      "Photo from Ana's review",
      "Photo from a traveller's review",
    ]);
    expect(thumbs[0]).toHaveAttribute('src', photo(1).urls.small);
    expect(thumbs[0]).toHaveAttribute('width', '1600');
    expect(thumbs[0]).toHaveAttribute('height', '1200');
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');

    const links = within(strip).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["Ana's review", '#review-r1'],
      ["Ana's review", '#review-r1'],
      ['Its review', '#review-elsewhere'],
    ]);
    // The card each links to.
    expect((await screen.findByText('Review number 1')).closest('li')).toHaveAttribute(
      'id',
      'review-r1',
    );
  });

  it('says when there are more than the strip shows, and shows the older ones on demand', async () => {
    onApi('GET', photosPath, ({ options }: { options?: { query?: Record<string, string> } }) =>
      options?.query?.cursor === 'older'
        ? { items: [{ ...photo(2), reviewId: 'r1' }], nextCursor: null }
        : { items: [{ ...photo(1), reviewId: 'r1' }], nextCursor: 'older' },
    );
    const { user } = renderApp(path);
    const strip = await section();
    expect(
      within(strip).getByText("The newest 1 photos from travellers' reviews"),
    ).toBeInTheDocument();
    await user.click(within(strip).getByRole('button', { name: 'Show more photos' }));
    expect(await within(strip).findByText("2 photos from travellers' reviews")).toBeInTheDocument();
    expect(within(strip).getAllByRole('img')).toHaveLength(2);
    expect(
      within(strip).queryByRole('button', { name: 'Show more photos' }),
    ).not.toBeInTheDocument();
  });

  it('opens the photos full screen, with a link to the review', async () => {
    onApi('GET', photosPath, {
      items: [
        { ...photo(1, { alt: 'Lanterns at dusk' }), reviewId: 'r1' },
        { ...photo(2), reviewId: 'r1' },
      ],
      nextCursor: null,
    });
    const { user } = renderApp(path);
    const strip = await section();
    await user.click(
      within(strip).getByRole('button', { name: "Open full screen: Photo from Ana's review" }),
    );
    expect(await screen.findByText("Travellers' photos, picture 2 of 2")).toBeInTheDocument();
    const portal = document.querySelector<HTMLElement>('.PhotoView-Portal')!;
    expect(within(portal).getByRole('link', { name: "Read Ana's review" })).toHaveAttribute(
      'href',
      '#review-r1',
    );
    // A visitor has no report to make.
    expect(within(portal).queryByRole('button', { name: 'Report photo' })).not.toBeInTheDocument();
  });

  it("shows each review card its photos as thumbnails, in its author's order", async () => {
    onApi('GET', photosPath, { items: [], nextCursor: null });
    renderApp(path);
    const card = (await screen.findByText('Review number 1')).closest('li')!;
    const photos = within(card).getByRole('list', { name: "Photos from Ana's review" });
    const thumbs = within(photos).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual([
      'Lanterns at dusk',
      "Photo from Ana's review",
    ]);
    expect(thumbs[1]).toHaveAttribute('src', photo(2).urls.small);
    expect(thumbs[1]).toHaveAttribute('loading', 'lazy');
    const other = (await screen.findByText('Review number 2')).closest('li')!;
    expect(within(other).queryByRole('list')).not.toBeInTheDocument();
  });

  const gallery = {
    items: [{ ...photo(1, { alt: 'Lanterns at dusk' }), reviewId: 'r1' }],
    nextCursor: null,
  };

  it('lets a signed-in reader report a photo from the viewer, after confirming', async () => {
    onApi('GET', photosPath, gallery);
    onApi('GET', '/reviews', []);
    onApi('GET', '/me/helpful', { reviewIds: [] });
    onApi('POST', '/review/r1/photos/p1/report', { acknowledged: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(
      within(await section()).getByRole('button', { name: 'Open full screen: Lanterns at dusk' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Report photo' }));

    expect(confirm).toHaveBeenCalledWith('Report this photo to the moderators?');
    await waitFor(() =>
      expect(fakeApi.post).toHaveBeenCalledWith(
        '/review/r1/photos/p1/report',
        { reason: 'other' },
        expect.objectContaining({ auth: true }),
      ),
    );
    expect(
      await screen.findByText('Thanks, a moderator will look at this photo.'),
    ).toBeInTheDocument();
  });

  it('sends nothing when the reader does not confirm, and says why a refused report failed', async () => {
    onApi('GET', photosPath, gallery);
    onApi('GET', '/reviews', []);
    onApi('GET', '/me/helpful', { reviewIds: [] });
    failApi(
      'POST',
      '/review/r1/photos/p1/report',
      403,
      'forbidden',
      'You cannot report your own review',
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(
      within(await section()).getByRole('button', { name: 'Open full screen: Lanterns at dusk' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Report photo' }));
    expect(fakeApi.post).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Report photo' }));
    expect(await screen.findByText('You cannot report your own review')).toBeInTheDocument();
  });
});
