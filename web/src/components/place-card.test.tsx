import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { services } from '@/testing/fixtures';
import { listPictureLoading } from '@/testing/list-pictures';
import { PlaceCard } from './place-card';

const [first, second] = services as [(typeof services)[0], (typeof services)[0]];

function renderCards(cards: ReactNode) {
  return render(
    <MemoryRouter>
      <ul>{cards}</ul>
    </MemoryRouter>,
  );
}

it('shows a place with its price per person, the reader’s action, then a link to its page that names it', () => {
  renderCards(
    <PlaceCard
      place={first}
      position={0}
      text="A short start."
      action={<button type="button">Save</button>}
    />,
  );
  const card = screen.getByRole('listitem');
  expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(first.title);
  expect(within(card).getByText('A short start.')).toBeInTheDocument();
  expect(within(card).getByText('per person')).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: 'View Details' });
  expect(link).toHaveAttribute('href', `/detail/${first._id}`);
  expect(link).toHaveAccessibleDescription(first.title);
  expect(
    within(card)
      .getAllByRole('button')
      .concat(link)
      .map((e) => e.textContent),
  ).toEqual(['Save', 'View Details']);
});

it('marks a retired place and links it nowhere, its page saying only that it is gone', () => {
  renderCards(<PlaceCard place={first} position={0} retired />);
  expect(screen.getByText('No longer offered')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});

it('loads the first row’s pictures at once, the first as the page’s largest paint, and the rest lazily', () => {
  renderCards(
    [first, second, first, second].map((place, index) => (
      <PlaceCard key={index} place={place} position={index} />
    )),
  );
  expect(listPictureLoading()).toEqual({
    loading: ['eager', 'eager', 'eager', 'lazy'],
    fetchPriority: ['high', null, null, null],
  });
});
