import { screen, waitFor } from '@testing-library/react';
import { fakeAuth, renderApp, signedIn, testUser } from '@/testing/render-app';
import { failApi, fakeApi, onApi } from '@/testing/fake-api';
import { kyoto, services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const path = `/review/${kyoto._id}`;

beforeEach(() => {
  onApi('GET', `/service/${kyoto._id}`, kyoto);
  onApi('GET', '/services', services.slice(0, 4));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/review/:id (review form)', () => {
  it("shows 'Review Form', the 'Place Name' and fields prefilled from the user", async () => {
    renderApp(path, { auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Review Form' })).toBeInTheDocument();
    expect(screen.getByText('Place Name')).toBeInTheDocument();
    expect(screen.getByText(kyoto.title)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(testUser.displayName);
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveValue(testUser.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const message = screen.getByLabelText('Message');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('placeholder', 'Your review put here');
    expect(message).toHaveAttribute('maxlength', '2000');
    expect(screen.getByRole('button', { name: 'Review submit' })).toBeInTheDocument();
  });

  it('sends a visitor who is not logged in to the home page', async () => {
    const { router } = renderApp(path, { auth: fakeAuth() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('waits for the sign-in state before deciding', async () => {
    const { router } = renderApp(path, { auth: fakeAuth({ loading: true }) });
    expect(await screen.findByText('Checking sign-in…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('asks for a name, stars and a message before sending anything', async () => {
    const { user } = renderApp(path, { auth: signedIn() });
    await user.clear(await screen.findByLabelText('Name'));
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Review submit' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please choose a rating')).toBeInTheDocument();
    expect(screen.getByText('Please write your review')).toBeInTheDocument();
    expect(fakeApi.post).not.toHaveBeenCalled();
  });

  it('says nothing while a first answer is typed, then clears each problem as it is put right', async () => {
    const { user } = renderApp(path, { auth: signedIn() });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review submit' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please write your review')).toBeInTheDocument();

    await user.type(name, 'Ada');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please write your review')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Lovely');
    expect(screen.queryByText('Please write your review')).not.toBeInTheDocument();
    // Emptied again after that submit: said at once.
    await user.clear(name);
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(fakeApi.post).not.toHaveBeenCalled();
  });

  it('offers the stars as a labelled group of five choices', async () => {
    renderApp(path, { auth: signedIn() });
    const group = await screen.findByRole('group', { name: /Your rating/ });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '5 stars, Excellent' })).toBeRequired();
  });

  it("posts the review, toasts 'Review Added Successfully' and clears the message", async () => {
    onApi('POST', '/review', { acknowledged: true, insertedId: 'new-id' });
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(await screen.findByRole('radio', { name: '4 stars, Very good' }));
    await user.type(screen.getByLabelText('Message'), '  Lovely temples.  ');
    await user.click(screen.getByRole('button', { name: 'Review submit' }));

    expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument();
    expect(fakeApi.post).toHaveBeenCalledWith(
      '/review',
      {
        service: kyoto._id,
        serviceName: kyoto.title,
        price: kyoto.price,
        customer: testUser.displayName,
        email: testUser.email,
        message: 'Lovely temples.',
        rating: 4,
      },
      expect.objectContaining({ auth: true }),
    );
    // The action's answer reaches the form just after its toast.
    expect(await screen.findByRole('link', { name: 'See it in My Review' })).toHaveAttribute(
      'href',
      '/review',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('disables the button while the review is being sent', async () => {
    let answer!: (value: unknown) => void;
    onApi('POST', '/review', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(await screen.findByRole('radio', { name: '3 stars, Average' }));
    await user.type(screen.getByLabelText('Message'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Review submit' }));
    expect(screen.getByRole('button', { name: 'Review submit' })).toBeDisabled();
    answer({ acknowledged: true, insertedId: 'x' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Review submit' })).toBeEnabled(),
    );
  });

  it("shows the server's message and a link to the existing review it names when the place is already reviewed", async () => {
    failApi(
      'POST',
      '/review',
      409,
      'conflict',
      'You have already reviewed this place',
      'my-kyoto-review',
    );
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(await screen.findByRole('radio', { name: '3 stars, Average' }));
    await user.type(screen.getByLabelText('Message'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Review submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have already reviewed this place');
    expect(await screen.findByRole('link', { name: 'Edit your review' })).toHaveAttribute(
      'href',
      '/update/my-kyoto-review',
    );
    // The 409 names the review: the form does not ask for the list to find it.
    expect(fakeApi.get).not.toHaveBeenCalledWith('/reviews', expect.anything());
    expect(console.error).toHaveBeenCalled();
  });

  it('falls back to a link to My Review when the 409 names no review', async () => {
    failApi('POST', '/review', 409, 'conflict', 'You have already reviewed this place');
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(await screen.findByRole('radio', { name: '3 stars, Average' }));
    await user.type(screen.getByLabelText('Message'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Review submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reviewed this place',
    );
    expect(screen.getByRole('link', { name: 'Open My Review' })).toHaveAttribute('href', '/review');
    expect(screen.queryByRole('link', { name: 'Edit your review' })).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when the review could not be sent', async () => {
    failApi('POST', '/review', 503, 'database_unavailable', 'The database is unavailable');
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(await screen.findByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(screen.getByLabelText('Message'), 'Wonderful');
    await user.click(screen.getByRole('button', { name: 'Review submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    expect(screen.getByLabelText('Message')).toHaveValue('Wonderful');
    expect(screen.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
  });

  it('shows a 404 page when the place does not exist', async () => {
    failApi('GET', '/service/gone', 404, 'not_found', 'Service not found');
    renderApp('/review/gone', { auth: signedIn() });
    expect(
      await screen.findByText('This place does not exist, so it cannot be reviewed.'),
    ).toBeInTheDocument();
  });

  it('shows the same 404 page for an address whose id the API refuses', async () => {
    failApi('GET', '/service/____', 400, 'invalid_input', 'Invalid id: is not a document id');
    renderApp('/review/____', { auth: signedIn() });
    expect(
      await screen.findByText('This place does not exist, so it cannot be reviewed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invalid id/)).not.toBeInTheDocument();
  });
});
