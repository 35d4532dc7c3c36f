import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, renderApp, signedIn, testUser } from '@/testing/render-app';
import { onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

beforeEach(() => {
  onApi('GET', '/services', services.slice(0, 4));
  onApi('GET', '/service', services);
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navbar', () => {
  it('shows the brand, Home, Sign Up and Login to a visitor who is not logged in', async () => {
    renderApp('/');
    expect(within(nav()).getByRole('link', { name: 'Tourist Guide' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav()).queryByRole('link', { name: 'My Review' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Sing Out' })).not.toBeInTheDocument();
  });

  it("shows 'My Review' and a 'Sing Out' button instead of Login when logged in", () => {
    renderApp('/', { auth: signedIn() });
    expect(within(nav()).getByRole('link', { name: 'My Review' })).toHaveAttribute(
      'href',
      '/review',
    );
    expect(within(nav()).getByRole('button', { name: 'Sing Out' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("links a signed-in reader to /account, with their photo beside 'Account'", async () => {
    const photo = 'https://photos.example/tess.png';
    renderApp('/', { auth: signedIn({ user: { ...testUser, photoURL: photo } }) });
    const account = within(nav()).getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('href', '/account');
    // The avatar's code comes once someone is signed in (navbar.tsx).
    await waitFor(() => expect(account.querySelector('img')).not.toBeNull());
    const img = account.querySelector('img');
    expect(img).toHaveAttribute('src', photo);
    // The word names the link: the photo is decoration beside it.
    expect(img).toHaveAttribute('alt', '');
  });

  it("shows the reader's initials instead when they have no photo", async () => {
    renderApp('/', { auth: signedIn({ user: { ...testUser, photoURL: null } }) });
    const account = within(nav()).getByRole('link', { name: 'Account' });
    await waitFor(() => expect(account).toHaveTextContent('TT'));
    expect(account.querySelector('img')).toBeNull();
  });

  it('has no Account link for a visitor who is not logged in', () => {
    renderApp('/');
    expect(within(nav()).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('shows a pending indicator, not Login, while the sign-in state is still loading', () => {
    renderApp('/', { auth: fakeAuth({ loading: true }) });
    expect(within(nav()).getByRole('status')).toHaveTextContent('Checking sign-in');
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // A list may only hold list items (axe 'list'): the status sits inside one.
    expect(within(nav()).getAllByRole('listitem')).toHaveLength(3);
    expect(nav().querySelectorAll('ul > :not(li)')).toHaveLength(0);
  });

  it("signs out when 'Sing Out' is pressed", async () => {
    const auth = signedIn();
    const { user } = renderApp('/', { auth });
    await user.click(within(nav()).getByRole('button', { name: 'Sing Out' }));
    expect(auth.logOut).toHaveBeenCalledTimes(1);
  });

  it('opens the small-screen menu with its button and closes it with Escape', async () => {
    const { user } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu after following a link', async () => {
    const { user, router } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(nav()).getByRole('link', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the new page content after a navigation', async () => {
    const { user, router } = renderApp('/');
    await user.click(within(nav()).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('footer', () => {
  it('has the tagline, the 2022 copyright and three social links to the site root', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/provides a tourist guideline service/i);
    expect(footer).toHaveTextContent(/Copyright © 2022/);
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole(
      'link',
    );
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link).toHaveAttribute('href', '/');
      expect(link).toHaveAccessibleName();
    }
  });
});

describe('page furniture', () => {
  it('offers a skip link to the main content', () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('shows the spec 404 text for an unknown path, inside the layout', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Ops!! Page Not found: 4o4')).toBeInTheDocument();
    expect(screen.getByText('You provide wrong link .')).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found - My Tourist Guide'));
  });
});
