import { screen } from '@testing-library/react';

/** The pictures of the page's list items, as `loading` and `fetchpriority` say they load. */
export function listPictureLoading(): {
  loading: (string | null)[];
  fetchPriority: (string | null)[];
} {
  const images = screen.getAllByRole('img').filter((img) => img.closest('li'));
  return {
    loading: images.map((img) => img.getAttribute('loading')),
    fetchPriority: images.map((img) => img.getAttribute('fetchpriority')),
  };
}
