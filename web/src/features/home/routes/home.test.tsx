import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { deferred, failApi, onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const preview = services.slice(0, 4);

describe('home page', () => {
  it("is titled 'Home - My Tourist Guide' and makes the header's marketing claims", async () => {
    onApi('GET', '/services', preview);
    renderApp('/');
    const hero = await screen.findByRole('region', { name: /discover the world/i });
    expect(hero).toHaveTextContent('10 years of experience');
    expect(hero).toHaveTextContent('1000+ services');
    expect(within(hero).getByRole('img')).toHaveAttribute('alt');
    await waitFor(() => expect(document.title).toBe('Home - My Tourist Guide'));
  });

  it('has every section of the spec, in order', async () => {
    onApi('GET', '/services', preview);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Popular places to visit',
      'Some More Tourist Place',
      'Our Special Tour Offer',
      'Last Minute Offer',
      'Why choose our tour packages',
      'About Us',
      'What our travellers say',
      'About Travel',
      'Contact Us',
    ]);
  });

  it("previews four services, each with a 'Details' link, and a 'See All' button", async () => {
    onApi('GET', '/services', preview);
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular places to visit' });
    const details = await within(section).findAllByRole('link', { name: 'Details' });
    expect(details).toHaveLength(4);
    expect(details[0]).toHaveAttribute('href', `/detail/${preview[0]!._id}`);
    expect(within(section).getByRole('img', { name: preview[0]!.title })).toHaveAttribute(
      'srcset',
      expect.stringContaining('-400.webp 400w'),
    );
    expect(within(section).getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      '/allService',
    );
  });

  it('shows a loading placeholder while the preview is on its way', async () => {
    const answer = deferred<typeof preview>();
    onApi('GET', '/services', () => answer.promise);
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular places to visit' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading places');
    answer.resolve(preview);
    expect(await within(section).findAllByRole('link', { name: 'Details' })).toHaveLength(4);
  });

  it('keeps the page and explains in the preview when the server cannot be reached', async () => {
    failApi('GET', '/services', 0, 'network', 'offline');
    const { user } = renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular places to visit' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(/can't reach the server/);
    expect(screen.getByRole('heading', { name: 'Some More Tourist Place' })).toBeInTheDocument();

    onApi('GET', '/services', preview);
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('link', { name: 'Details' })).toHaveLength(4);
  });

  it('lists the static places, offers with their prices, reasons and sample reviews', async () => {
    onApi('GET', '/services', preview);
    renderApp('/');
    const places = await screen.findByRole('region', { name: 'Some More Tourist Place' });
    expect(within(places).getAllByRole('listitem')).toHaveLength(4);

    const offers = screen.getByRole('region', { name: 'Our Special Tour Offer' });
    for (const [name, price] of [
      ['India', '$1900'],
      ['Dubai', '$2500'],
      ['Malaysia', '$3000'],
      ['Italy', '$3000'],
    ]) {
      const offer = within(offers).getByRole('heading', { name }).closest('li')!;
      expect(offer).toHaveTextContent(price!);
    }

    const why = screen.getByRole('region', { name: 'Why choose our tour packages' });
    for (const reason of ['Unique Destination', 'Worth of Money', 'Wonderful Places']) {
      expect(within(why).getByRole('heading', { name: reason })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'About Us' })).toHaveTextContent(
      '1000+ Services Completed',
    );
    const testimonials = screen.getByRole('region', { name: 'What our travellers say' });
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('contact form', () => {
  it('requires name, email (as an email) and message', async () => {
    onApi('GET', '/services', preview);
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Contact Us' });
    expect(within(form).getByLabelText('Name')).toBeRequired();
    expect(within(form).getByLabelText('Email')).toBeRequired();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Message')).toBeRequired();
  });

  it('thanks the visitor with a toast and clears the form on submit', async () => {
    onApi('GET', '/services', preview);
    const { user } = renderApp('/');
    const form = await screen.findByRole('form', { name: 'Contact Us' });
    await user.type(within(form).getByLabelText('Name'), 'Ana');
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Message'), 'Hello there');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText('Form submitted, Thanks for reaching out to me'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });
});
