import { render, screen } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import AppToaster from './toaster';

describe('the toaster', () => {
  it('mounts once the page has loaded code that toasts, and shows a toast made before it did', async () => {
    render(<AppToaster />);
    hotToast('Made before anything could show it');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Nothing that toasts has loaded: react-hot-toast's toaster is not on the page.
    expect(screen.queryByText('Made before anything could show it')).toBeNull();

    const { default: toast } = await import('@/lib/toast');
    expect(await screen.findByText('Made before anything could show it')).toBeInTheDocument();
    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
