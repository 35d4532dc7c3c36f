import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, renderApp, signedIn } from '@/testing/render-app';
import { failApi, onApi } from '@/testing/fake-api';
import { kyoto } from '@/testing/fixtures';
import { meta } from './service-detail';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const path = `/detail/${kyoto._id}`;

beforeEach(() => onApi('GET', `/service/${kyoto._id}`, kyoto));

describe('/detail/:id', () => {
  it('shows the title, picture, full description and price', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: kyoto.title })).toBeInTheDocument();
    expect(screen.getByText(kyoto.description)).toBeInTheDocument();
    expect(screen.getByText(`$${kyoto.price}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: kyoto.title })).toHaveAttribute('src', kyoto.img);
    await waitFor(() => expect(document.title).toBe('View Details - My Tourist Guide'));
  });

  it("offers 'Add Review' to /review/:id when logged in", async () => {
    renderApp(path, { auth: signedIn() });
    expect(await screen.findByRole('link', { name: 'Add Review' })).toHaveAttribute(
      'href',
      `/review/${kyoto._id}`,
    );
    expect(screen.queryByText('Please login to add a review.')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, with a Login button that remembers this page', async () => {
    const { user, router } = renderApp(path);
    expect(await screen.findByText('Please login to add a review.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();

    const main = screen.getByRole('main');
    await user.click(
      [...main.querySelectorAll('a')].find((a) => a.textContent === 'Login') as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });

  it('shows a disabled loading button while the sign-in state is loading', async () => {
    renderApp(path, { auth: fakeAuth({ loading: true }) });
    const button = await screen.findByRole('button', { name: 'loading' });
    expect(button).toBeDisabled();
  });

  it('opens the picture in a full-screen viewer when it is clicked', async () => {
    const { user } = renderApp(path);
    await user.click(
      await screen.findByRole('button', { name: `Open the picture of ${kyoto.title} full screen` }),
    );
    await waitFor(() => expect(document.querySelector('.PhotoView-Portal')).not.toBeNull());
  });

  it("shows the place's other pictures as thumbnails; one opens the viewer on it, and closing returns focus to it", async () => {
    const { user } = renderApp(path);
    const strip = await screen.findByRole('list', { name: `More pictures of ${kyoto.title}` });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs).toHaveLength(kyoto.photos.length - 1);
    expect(thumbs[0]).toHaveAccessibleName(
      `Open picture 2 of ${kyoto.photos.length} of ${kyoto.title} full screen`,
    );
    const thumb = within(thumbs[0]!).getByRole('presentation', { hidden: true });
    // Its 200 px and 400 px variants, so a phone fetches the small one for a ~120 px box.
    expect(thumb).toHaveAttribute(
      'srcset',
      `${kyoto.photos[1]!.replace('-800.webp', '-200.webp')} 200w, ${kyoto.photos[1]!.replace('-800.webp', '-400.webp')} 400w`,
    );
    expect(thumb).toHaveAttribute('sizes', expect.stringContaining('7rem'));
    expect(thumb).toHaveAttribute('loading', 'lazy');
    await user.click(thumbs[0]!);
    await waitFor(() => expect(document.querySelector('.PhotoView-Portal')).not.toBeNull());
    expect(
      await screen.findByText(`${kyoto.title}, picture 2 of ${kyoto.photos.length}`),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.PhotoView-Portal')).toBeNull());
    expect(thumbs[0]).toHaveFocus();
  });

  it('tells search engines and link previews about the place: description, canonical URL, picture and structured data', async () => {
    onApi('GET', `/service/${kyoto._id}`, {
      ...kyoto,
      title: 'Kyoto </script><script>alert(1)</script>',
      rating: { average: 4.5, count: 2, histogram: [0, 0, 0, 1, 1] },
    });
    const { router } = renderApp(path);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull(),
    );
    const origin = window.location.origin;
    // The structured data is the route's meta, which the framework's <Meta> writes into <head>.
    const data = router.state.loaderData[router.state.matches.at(-1)!.route.id] as Parameters<
      typeof meta
    >[0]['data'];
    const [jsonLd] = meta({ data } as Parameters<typeof meta>[0]) as {
      'script:ld+json': object;
    }[];
    expect(jsonLd?.['script:ld+json']).toMatchObject({
      '@type': 'TouristAttraction',
      name: 'Kyoto </script><script>alert(1)</script>',
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${origin}/detail/${kyoto._id}`,
    );
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content).toBe(
      `${origin}${kyoto.img}`,
    );
    expect(
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    ).toMatch(/^Kyoto <\/script>.*: /);
    await waitFor(() => expect(document.title).toBe('View Details - My Tourist Guide'));

    onApi('GET', '/services', []);
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() =>
      expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe(
        'noindex',
      ),
    );
  });

  it('explains a missing service with a 404 page', async () => {
    failApi('GET', '/service/nope', 404, 'not_found', 'Service not found');
    renderApp('/detail/nope');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This place does not exist, or it has been removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all places' })).toHaveAttribute(
      'href',
      '/allService',
    );
  });

  it('explains an unreachable server', async () => {
    failApi('GET', `/service/${kyoto._id}`, 0, 'network', 'offline');
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: "We can't reach the server, try again" }),
    ).toBeInTheDocument();
  });
});
