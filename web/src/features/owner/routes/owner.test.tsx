import { screen, waitFor, within } from '@testing-library/react';
import type { OwnedService } from '@contract/community';
import { fakeAuth, renderApp, signedIn } from '@/testing/render-app';
import { deferred, failApi, fakeApi, onApi, type FakeRequest } from '@/testing/fake-api';
import { publicReview } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const kyoto: OwnedService = {
  _id: 'kyoto-japan',
  title: 'Kyoto, Japan',
  img: '/images/services/kyoto-japan.webp',
  archived: false,
  unanswered: 2,
};
const reviewsPath = `/owner/service/${kyoto._id}/reviews`;

const answered = (message: string) => ({
  message,
  respondedAt: '2026-03-05T10:00:00.000Z',
});

type Query = { options?: { query?: Record<string, string> } };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  onApi('GET', '/owner/services', { items: [kyoto] });
  onApi('GET', reviewsPath, { items: [publicReview(1), publicReview(2)], nextCursor: null });
});

const place = () => screen.findByRole('region', { name: kyoto.title });
const reviewOf = async (n: number) =>
  (await screen.findByText(`Review number ${n}`)).closest('li') as HTMLElement;

describe('/owner: who may see it', () => {
  it('sends a signed-out visitor to log in, then back to /owner', async () => {
    let signIn = () => {};
    const auth = fakeAuth({ logIn: vi.fn(async () => signIn()) });
    const { router, user, setAuth } = renderApp('/owner', { auth });
    signIn = () => setAuth(signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fakeApi.get).not.toHaveBeenCalledWith('/owner/services', expect.anything());
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner'));
    expect(await screen.findByRole('heading', { name: 'Your places', level: 1 })).toBeVisible();
  });

  it('shows its heading and introduction while the sign-in loads, and keeps them (the same elements) above the places', async () => {
    const { setAuth } = renderApp('/owner', { auth: fakeAuth({ loading: true }) });
    const heading = await screen.findByRole('heading', { name: 'Your places', level: 1 });
    const intro = screen.getByText(/^Answer the reviews of the places you own\./);
    expect(screen.getByText('Checking sign-in…')).toBeVisible();
    setAuth(signedIn());
    expect(await place()).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your places', level: 1 })).toBe(heading);
    expect(screen.getByText(/^Answer the reviews of the places you own\./)).toBe(intro);
    expect(screen.queryByText('Checking sign-in…')).toBeNull();
  });

  it('says so to an account that owns no place', async () => {
    onApi('GET', '/owner/services', { items: [] });
    renderApp('/owner', { auth: signedIn() });
    expect(await screen.findByText(/You do not own any place on the guide yet/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Your places - My Tourist Guide'));
  });

  it('says why the places could not be loaded, and tries again', async () => {
    failApi('GET', '/owner/services', 503, 'database_unavailable', 'The database is unavailable');
    const { user } = renderApp('/owner', { auth: signedIn() });
    expect(await screen.findByText('The database is unavailable')).toBeVisible();
    onApi('GET', '/owner/services', { items: [kyoto] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await place()).toBeVisible();
  });
});

describe('/owner: while it loads', () => {
  it("holds the page (the footer hidden) until each place's first reviews are in, so none moves it", async () => {
    const reviews = deferred<unknown>();
    onApi('GET', reviewsPath, () => reviews.promise);
    renderApp('/owner', { auth: signedIn() });
    const loading = await within(await place()).findByRole('status');
    expect(loading).toHaveTextContent('Loading reviews…');
    expect(loading).toHaveAttribute('data-app-loading');
    reviews.resolve({ items: [publicReview(1)], nextCursor: null });
    expect(await reviewOf(1)).toBeVisible();
    expect(document.querySelector('[data-app-loading]')).toBeNull();
  });
});

describe('/owner: answering reviews', () => {
  it('lists each owned place with its unanswered count, and its reviews without an answer', async () => {
    renderApp('/owner', { auth: signedIn() });
    const section = await place();
    expect(within(section).getByRole('link', { name: kyoto.title })).toHaveAttribute(
      'href',
      '/detail/kyoto-japan',
    );
    expect(section).toHaveTextContent('2 reviews without an answer');
    expect(await reviewOf(1)).toHaveTextContent('Traveller 1');
    expect(fakeApi.get).toHaveBeenCalledWith(
      reviewsPath,
      expect.objectContaining({ auth: true, query: { status: 'unanswered' } }),
    );
  });

  it('shows all the reviews on "Show all", and the next page on "More"', async () => {
    onApi('GET', reviewsPath, ({ options }: Query) => {
      const q = options?.query ?? {};
      if (q.status === 'unanswered') return { items: [publicReview(1)], nextCursor: null };
      if (q.cursor === 'c2') return { items: [publicReview(3)], nextCursor: null };
      return {
        items: [publicReview(1), publicReview(2, { response: answered('Thanks!') })],
        nextCursor: 'c2',
      };
    });
    const { user } = renderApp('/owner', { auth: signedIn() });
    await reviewOf(1);
    expect(screen.queryByText('Review number 2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await reviewOf(2)).toHaveTextContent('Response from the place');
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await reviewOf(3)).toBeVisible();
    expect(screen.getByText('Review number 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(fakeApi.get).toHaveBeenCalledWith(
      reviewsPath,
      expect.objectContaining({ query: { status: 'all', cursor: 'c2' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Show only those without an answer' }));
    await waitFor(() => expect(screen.queryByText('Review number 3')).not.toBeInTheDocument());
  });

  it('answers a review: checks the text, sends it, shows the answer and counts one fewer', async () => {
    onApi('PUT', '/review/r1/response', ({ body }: FakeRequest) => ({
      acknowledged: true,
      response: answered((body as { message: string }).message),
    }));
    const { user } = renderApp('/owner', { auth: signedIn() });
    const review = await reviewOf(1);
    const field = within(review).getByLabelText('Your answer to Traveller 1');
    expect(field).toHaveAttribute('maxLength', '2000');
    await user.click(within(review).getByRole('button', { name: 'Post answer' }));
    expect(within(review).getByText('Please write your answer')).toBeVisible();
    expect(fakeApi.put).not.toHaveBeenCalled();

    await user.type(field, '  Thank you for coming!  ');
    expect(within(review).queryByText('Please write your answer')).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('Answer posted')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      '/review/r1/response',
      { message: 'Thank you for coming!' },
      { auth: true },
    );
    expect(await within(review).findByText('Response from the place')).toBeVisible();
    expect(within(review).getByText('Thank you for coming!')).toBeVisible();
    expect(within(review).queryByRole('textbox')).not.toBeInTheDocument();
    expect(await place()).toHaveTextContent('1 review without an answer');
    // The places are not asked for again: the count moved here.
    expect(fakeApi.get.mock.calls.filter(([p]) => p === '/owner/services')).toHaveLength(1);
  });

  it('shows the API’s refusal of an answer under its field', async () => {
    failApi(
      'PUT',
      '/review/r1/response',
      400,
      'invalid_input',
      'Answer contains characters that cannot be stored',
    );
    const { user } = renderApp('/owner', { auth: signedIn() });
    const review = await reviewOf(1);
    const field = within(review).getByLabelText('Your answer to Traveller 1');
    await user.type(field, 'Hello');
    await user.click(within(review).getByRole('button', { name: 'Post answer' }));
    expect(
      await within(review).findByText('Answer contains characters that cannot be stored'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Hello');
  });

  it('edits an answer from its current text, and removes it', async () => {
    onApi('GET', reviewsPath, {
      items: [publicReview(1, { response: answered('Thanks!') })],
      nextCursor: null,
    });
    onApi('PUT', '/review/r1/response', ({ body }: FakeRequest) => ({
      acknowledged: true,
      response: answered((body as { message: string }).message),
    }));
    onApi('DELETE', '/review/r1/response', { acknowledged: true, response: null });
    const { user } = renderApp('/owner', { auth: signedIn() });
    const review = await reviewOf(1);
    expect(within(review).getByText('Thanks!')).toBeVisible();

    await user.click(within(review).getByRole('button', { name: 'Edit answer to Traveller 1' }));
    const field = within(review).getByLabelText('Your answer to Traveller 1');
    expect(field).toHaveValue('Thanks!');
    await user.type(field, ' See you soon.');
    await user.click(within(review).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Answer saved')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      '/review/r1/response',
      { message: 'Thanks! See you soon.' },
      { auth: true },
    );
    const remove = await within(review).findByRole('button', {
      name: 'Remove answer to Traveller 1',
    });
    expect(within(review).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(review).getByText('Thanks! See you soon.')).toBeVisible();

    await user.click(remove);
    expect(await screen.findByText('Answer removed')).toBeInTheDocument();
    expect(fakeApi.delete).toHaveBeenCalledWith('/review/r1/response', { auth: true });
    expect(await within(review).findByLabelText('Your answer to Traveller 1')).toHaveValue('');
    expect(within(review).queryByText('Response from the place')).not.toBeInTheDocument();
    expect(await place()).toHaveTextContent('3 reviews without an answer');
  });

  it('cancels an edit without sending anything', async () => {
    onApi('GET', reviewsPath, {
      items: [publicReview(1, { response: answered('Thanks!') })],
      nextCursor: null,
    });
    const { user } = renderApp('/owner', { auth: signedIn() });
    const review = await reviewOf(1);
    await user.click(within(review).getByRole('button', { name: 'Edit answer to Traveller 1' }));
    await user.click(within(review).getByRole('button', { name: 'Cancel' }));
    expect(within(review).getByText('Thanks!')).toBeVisible();
    expect(fakeApi.put).not.toHaveBeenCalled();
  });
});
