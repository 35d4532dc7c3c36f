import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedIn } from '@/testing/render-app';
import { failApi, fakeApi, onApi } from '@/testing/fake-api';
import { review, storedReview } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const stored = storedReview();

beforeEach(() => {
  onApi('GET', '/review/rev1', stored);
  onApi('GET', '/reviews', [review({ message: 'Updated words' })]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/update/:id', () => {
  it("shows the 'Review' text area prefilled with the message and an 'Update Review' button", async () => {
    renderApp('/update/rev1', { auth: signedIn() });
    const textarea = await screen.findByLabelText('Review');
    expect(textarea).toHaveValue(stored.message);
    expect(textarea).toHaveAttribute('name', 'review');
    expect(textarea).toBeRequired();
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Update Review - My Tourist Guide'));
  });

  it('refuses an empty review', async () => {
    const { user } = renderApp('/update/rev1', { auth: signedIn() });
    await user.clear(await screen.findByLabelText('Review'));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(screen.getByText('Please write your review')).toBeInTheDocument();
    expect(fakeApi.put).not.toHaveBeenCalled();
  });

  it('clears the problem as soon as the review is written again', async () => {
    const { user } = renderApp('/update/rev1', { auth: signedIn() });
    const text = await screen.findByLabelText('Review');
    await user.clear(text);
    expect(screen.queryByText('Please write your review')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(screen.getByText('Please write your review')).toBeInTheDocument();
    await user.type(text, 'Better');
    expect(screen.queryByText('Please write your review')).not.toBeInTheDocument();
    expect(text).not.toHaveAttribute('aria-invalid');
    expect(fakeApi.put).not.toHaveBeenCalled();
  });

  it("sends the whole review with the new text under 'review', toasts 'Review Updated' and goes to /review", async () => {
    onApi('PUT', '/review/rev1', { acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const { user, router } = renderApp('/update/rev1', { auth: signedIn() });
    const textarea = await screen.findByLabelText('Review');
    await user.clear(textarea);
    await user.type(textarea, 'Updated words');
    await user.click(screen.getByRole('button', { name: 'Update Review' }));

    expect(await screen.findByText('Review Updated')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      '/review/rev1',
      { ...stored, review: 'Updated words' },
      expect.objectContaining({ auth: true }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
  });

  it('shows the stars given before and sends the new ones', async () => {
    onApi('PUT', '/review/rev1', { acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const { user } = renderApp('/update/rev1', { auth: signedIn() });
    expect(await screen.findByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '2 stars, Poor' }));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    await screen.findByText('Review Updated');
    expect(fakeApi.put).toHaveBeenCalledWith(
      '/review/rev1',
      { ...stored, review: stored.message, rating: 2 },
      expect.objectContaining({ auth: true }),
    );
  });

  it('says nothing changed when the text is the same, and still goes to /review', async () => {
    onApi('PUT', '/review/rev1', { acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const { user, router } = renderApp('/update/rev1', { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText(/Nothing changed/)).toBeInTheDocument();
    expect(screen.queryByText('Review Updated')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
  });

  it('keeps the form and shows the error when the update fails', async () => {
    failApi('PUT', '/review/rev1', 400, 'invalid_input', 'Review must be at most 2000 characters');
    const { user, router } = renderApp('/update/rev1', { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Update Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Review must be at most 2000 characters',
    );
    expect(router.state.location.pathname).toBe('/update/rev1');
  });

  it('says the review belongs to someone else on 403', async () => {
    failApi('GET', '/review/theirs', 403, 'forbidden', 'Not your review');
    renderApp('/update/theirs', { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { name: 'This review belongs to someone else' }),
    ).toBeInTheDocument();
  });

  it('asks to log in, with a Login link back to this page, on 401', async () => {
    failApi('GET', '/review/rev1', 401, 'unauthenticated', 'Please log in to continue.');
    const { user, router } = renderApp('/update/rev1');
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see this page' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(
      [...main.querySelectorAll('a')].find((a) => a.textContent === 'Login') as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/update/rev1' } });
  });

  it('shows a 404 page for a review that does not exist', async () => {
    failApi('GET', '/review/gone', 404, 'not_found', 'Review not found');
    renderApp('/update/gone', { auth: signedIn() });
    expect(
      await screen.findByText('This review does not exist, or it has been deleted.'),
    ).toBeInTheDocument();
  });

  it('shows the same 404 page for an address whose id the API refuses', async () => {
    failApi('GET', '/review/____', 400, 'invalid_input', 'Invalid id: is not a document id');
    renderApp('/update/____', { auth: signedIn() });
    expect(
      await screen.findByText('This review does not exist, or it has been deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invalid id/)).not.toBeInTheDocument();
  });
});
