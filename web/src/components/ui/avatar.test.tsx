import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['Jean-Luc Picard', 'JP'],
    ['  Ólafur   Arnalds ', 'ÓA'],
    ['tess.traveller@example.com', 'TT'],
    ['x@example.com', 'X'],
    ['e2e-verify-17c29797@example.com', 'EV'],
    ['Ada 2nd', 'A'],
    ['', '?'],
    [null, '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the photo, sized, without sending the page as referrer', () => {
    render(
      <Avatar
        src="https://photos.example/a.png"
        name="Ada Lovelace"
        alt="Ada Lovelace"
        size={40}
      />,
    );
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img).toHaveAttribute('src', 'https://photos.example/a.png');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('shows the initials when there is no photo, named by its alt', () => {
    render(<Avatar src={null} name="Ada Lovelace" alt="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('shows the initials instead of a photo that fails to load', () => {
    const { container } = render(
      <Avatar src="https://photos.example/gone.png" name="Ada Lovelace" alt="" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AL');
    // Decoration beside a written name: hidden from screen readers.
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the initials for a photo that failed before the app took over the page', () => {
    // A page rendered on the server: the picture broke before React listened for its error.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const { container } = render(
      <Avatar src="https://photos.example/gone.png" name="Ada" alt="" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('A');
  });

  it('keeps a photo that loaded before the app took over the page', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(64);
    const { container } = render(<Avatar src="https://photos.example/a.png" name="Ada" alt="" />);
    expect(container.querySelector('img')).not.toBeNull();
  });

  it('tries a new photo address again after one failed', () => {
    const { container, rerender } = render(
      <Avatar src="https://photos.example/gone.png" name="Ada" alt="" />,
    );
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar src="https://photos.example/new.png" name="Ada" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://photos.example/new.png');
  });
});
