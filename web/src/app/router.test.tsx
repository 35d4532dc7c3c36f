import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRouter } from './router';

// A rendered page older than a minute fetches its data again once the app has it; offline (a
// saved copy the service worker served) that would turn the page into an error, so it waits
// for the browser to be back online.

function pageWithLoader() {
  const loads = { count: 0 };
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        loads.count += 1;
        return { count: loads.count };
      },
      Component: () => <p>the page</p>,
    },
  ]);
  return { router, loads };
}

afterEach(() => vi.restoreAllMocks());

describe('a stale rendered page', () => {
  it('fetches its data again at once when the browser is online', async () => {
    const { router, loads } = pageWithLoader();
    render(<AppRouter router={router} stale />);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it('offline, keeps what it shows and fetches its data again when the browser is back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { router, loads } = pageWithLoader();
    render(<AppRouter router={router} stale />);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads.count).toBe(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it('a fresh page is not fetched again', async () => {
    const { router, loads } = pageWithLoader();
    render(<AppRouter router={router} />);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads.count).toBe(1);
  });
});
