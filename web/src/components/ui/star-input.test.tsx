import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarInput } from './star-input';
import { Stars } from './stars';

function Harness({ initial = null as number | null, error = null as string | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <form>
      <StarInput
        name="rating"
        legend="Your rating"
        value={value}
        onChange={setValue}
        error={error}
        required
      />
      <output>{value ?? 'none'}</output>
    </form>
  );
}

describe('StarInput', () => {
  it('is a group of five radios named for screen readers', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: /Your rating/ });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '1 star, Terrible' })).toBeRequired();
  });

  it('when a star is clicked, then that many stars are chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '3 stars, Average' }));
    expect(screen.getByRole('radio', { name: '3 stars, Average' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('when used with the keyboard, then Tab reaches the group and arrows change the stars', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '2 stars, Poor' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars, Average' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star, Terrible' })).toBeChecked();
  });

  it('when there is an error, then it is announced and tied to the group', () => {
    render(<Harness error="Please choose a rating" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a rating');
    expect(screen.getByRole('group', { name: /Your rating/ })).toHaveAccessibleDescription(
      'Please choose a rating',
    );
  });
});

describe('Stars', () => {
  it('says its value in words, to one decimal', () => {
    render(<Stars value={4.25} />);
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
  });
});
