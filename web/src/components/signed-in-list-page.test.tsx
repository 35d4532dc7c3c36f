import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { signedIn } from '@/testing/render-app';
import { setTestSession } from '@/testing/session-double';
import { SignedInListPage } from './signed-in-list-page';

// What the two pages' tests cannot reach through the app: a session that answers "signed out"
// to the loader while the page still shows a signed-in reader (one who signs out meanwhile).
it('sends the reader to log in, and back after, when the loader found no one signed in', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        loader: () => ({ list: Promise.resolve<string[] | null>(null) }),
        Component: () => (
          <SignedInListPage
            title="List"
            list={useLoaderData<{ list: Promise<string[] | null> }>().list}
            loadingLabel="Loading…"
            failedText="It failed."
          >
            {(items) => <p>{items.length} items</p>}
          </SignedInListPage>
        ),
      },
      { path: '/login', Component: () => <h1>Log in</h1> },
    ],
    { initialEntries: ['/list'] },
  );
  setTestSession(signedIn());
  render(<RouterProvider router={router} />);

  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.state).toMatchObject({ from: { pathname: '/list' } });
  expect(screen.queryByText(/items/)).not.toBeInTheDocument();
});
