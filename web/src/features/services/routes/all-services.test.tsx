import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { listPictureLoading } from '@/testing/list-pictures';
import { failApi, onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';
import type { Service } from '@contract/places';

const page = (
  items: Service[],
  nextCursor: string | null = null,
  total = items.length,
  totalCapped = false,
) => ({ items, nextCursor, total, totalCapped });

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

describe('/allService', () => {
  it("lists every service with image, title, price and a 'View Details' button", async () => {
    onApi('GET', '/catalog', page(services));
    renderApp('/allService');
    const buttons = await screen.findAllByRole('link', { name: 'View Details' });
    expect(buttons).toHaveLength(services.length);
    const first = services[0]!;
    expect(buttons[0]).toHaveAttribute('href', `/detail/${first._id}`);
    const card = buttons[0]!.closest('li')!;
    expect(within(card).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: first.title })).toHaveAttribute('width', '800');
    expect(within(card).getByRole('img', { name: first.title })).toHaveAttribute('height', '600');
    expect(card).toHaveTextContent(`$${first.price}`);
    await waitFor(() => expect(document.title).toBe('AllService - My Tourist Guide'));
  });

  it('cuts each description to 100 characters followed by ...', async () => {
    onApi('GET', '/catalog', page(services));
    renderApp('/allService');
    const [button] = await screen.findAllByRole('link', { name: 'View Details' });
    const description = services[0]!.description;
    expect(description.length).toBeGreaterThan(100);
    expect(button!.closest('li')).toHaveTextContent(`${description.slice(0, 100)}...`);
    expect(button!.closest('li')).not.toHaveTextContent(description.slice(0, 101));
  });

  it('loads the first row of pictures at once and the rest lazily', async () => {
    onApi('GET', '/catalog', page(services));
    renderApp('/allService');
    await screen.findAllByRole('link', { name: 'View Details' });
    expect(listPictureLoading().loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('says so when there are no services yet', async () => {
    onApi('GET', '/catalog', page([]));
    renderApp('/allService');
    expect(await screen.findByText(/No places are listed yet/)).toBeInTheDocument();
  });

  it("shows a 'try again' error page when the database is unavailable", async () => {
    failApi('GET', '/catalog', 503, 'database_unavailable', 'The database is unavailable');
    renderApp('/allService');
    expect(
      await screen.findByRole('heading', { name: "We can't reach the server, try again" }),
    ).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
