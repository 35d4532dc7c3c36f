import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UploadOptions } from '@/lib/upload';
import { ApiError } from '@/lib/api-error';
import { renderApp, signedIn } from '@/testing/render-app';
import { deferred, failApi, fakeApi, onApi } from '@/testing/fake-api';
import { kyoto, photo, storedReview } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);
const uploadFile = vi.hoisted(() =>
  vi.fn<(path: string, file: Blob, options?: UploadOptions) => Promise<unknown>>(),
);
vi.mock('@/lib/upload', () => ({ uploadFile }));

const jpeg = (name: string, size = 2048) => {
  const file = new File([new Uint8Array(8)], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

const row = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Photo ${n} of`) });

beforeEach(() => {
  onApi('GET', `/service/${kyoto._id}`, kyoto);
  uploadFile.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function writeReview() {
  const app = renderApp(`/review/${kyoto._id}`, { auth: signedIn() });
  await app.user.click(await screen.findByRole('radio', { name: '4 stars, Very good' }));
  await app.user.type(screen.getByLabelText('Message'), 'Lovely temples.');
  return app;
}

describe('the review form\'s "Photos" field', () => {
  it('offers every type the API may take, several at once, without forcing the camera', async () => {
    renderApp(`/review/${kyoto._id}`, { auth: signedIn() });
    const input = await screen.findByLabelText('Add photos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/heic,image/heif',
    );
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toHaveAttribute('capture');
    expect(input).toHaveAccessibleDescription(/JPEG, PNG, WebP or HEIC, at most 15 MB each/);
  });

  it('shows each chosen photo from its file before it is uploaded, its number where it cannot be drawn, and frees the file when removed', async () => {
    const made = vi.spyOn(URL, 'createObjectURL');
    const freed = vi.spyOn(URL, 'revokeObjectURL');
    renderApp(`/review/${kyoto._id}`, { auth: signedIn() });
    await screen.findByLabelText('Add photos');
    const [temple, garden] = [jpeg('temple.jpg'), jpeg('garden.heic')];
    choose([temple, garden]);

    const preview = (n: number) => row(n).querySelector('img');
    await waitFor(() => expect(preview(1)).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(made).toHaveBeenCalledWith(temple);
    expect(preview(1)).toHaveAttribute('alt', '');
    // A file the browser cannot draw: its number instead.
    fireEvent.error(preview(2)!);
    expect(preview(2)).toBeNull();
    expect(within(row(2)).getByText('2')).toBeInTheDocument();

    const url = preview(1)!.getAttribute('src');
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(freed).toHaveBeenCalledWith(url));
  });

  it('refuses a file of another type and one over 15 MB, naming the types and the limit, and keeps the rest', async () => {
    renderApp(`/review/${kyoto._id}`, { auth: signedIn() });
    await screen.findByLabelText('Add photos');
    const pdf = new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' });
    choose([pdf, jpeg('huge.jpg', 15 * 1024 * 1024 + 1), jpeg('temple.jpg')]);

    const alert = screen.getAllByRole('alert')[0]!;
    expect(alert).toHaveTextContent(
      'ticket.pdf is not a photo we can take: choose a JPEG, PNG, WebP or HEIC file.',
    );
    expect(alert).toHaveTextContent(
      'huge.jpg is too large (15.0 MB): a photo can be at most 15 MB.',
    );
    expect(screen.getAllByRole('listitem', { name: /^Photo \d of 1$/ })).toHaveLength(1);
    expect(row(1)).toHaveTextContent('temple.jpg');
    expect(row(1)).toHaveTextContent('Uploaded when you submit your review');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('takes a HEIC a browser gives no type by its name, and at most five photos', async () => {
    renderApp(`/review/${kyoto._id}`, { auth: signedIn() });
    await screen.findByLabelText('Add photos');
    const heic = new File([new Uint8Array(8)], 'IMG_0001.HEIC', { type: '' });
    choose([heic, ...[1, 2, 3, 4, 5].map((n) => jpeg(`p${n}.jpg`))]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'p5.jpg was not added: a review can have at most 5 photos.',
    );
    expect(row(1)).toHaveTextContent('IMG_0001.HEIC');
    expect(screen.getByLabelText('Add photos')).toBeDisabled();
  });

  it('saves the review first, then uploads each photo in turn with a progress bar; a failed one says why, the review stays saved, and Retry sends it again', async () => {
    onApi('POST', '/review', { acknowledged: true, insertedId: 'new-review' });
    const first = deferred<unknown>();
    const progress: ((p: { loaded: number; total: number }) => void)[] = [];
    uploadFile
      .mockImplementationOnce((_path, _file, options) => {
        progress.push(options!.onProgress!);
        return first.promise;
      })
      .mockRejectedValueOnce(
        new ApiError(415, 'unsupported_media_type', 'This file is not a JPEG, PNG or WebP image'),
      )
      .mockResolvedValueOnce({ photo: photo(2) });
    onApi('PATCH', '/review/new-review/photos/p1', {
      acknowledged: true,
      photo: photo(1, { alt: 'The golden pavilion' }),
    });

    const { user } = await writeReview();
    choose([jpeg('pavilion.jpg'), jpeg('garden.png')]);
    await user.type(within(row(1)).getByLabelText('Describe this photo'), 'The golden pavilion');
    await user.click(screen.getByRole('button', { name: 'Review submit' }));

    expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    expect(uploadFile).toHaveBeenCalledWith(
      '/review/new-review/photos',
      expect.objectContaining({ name: 'pavilion.jpg' }),
      expect.anything(),
    );
    act(() => progress[0]!({ loaded: 1024, total: 2048 }));
    const bar = within(row(1)).getByRole('progressbar', { name: 'Upload of pavilion.jpg' });
    expect(bar).toHaveAttribute('value', '50');
    expect(row(1)).toHaveTextContent('Uploading… 50%');
    // One at a time: the second waits for the first.
    expect(uploadFile).toHaveBeenCalledTimes(1);

    first.resolve({ photo: photo(1) });
    expect(await within(row(1)).findByText('Added')).toBeInTheDocument();
    expect(
      within(row(1)).getByRole('progressbar', { name: 'Upload of pavilion.jpg' }),
    ).toHaveAttribute('value', '1');
    // Its description, typed before, follows the upload.
    await waitFor(() =>
      expect(fakeApi.patch).toHaveBeenCalledWith(
        '/review/new-review/photos/p1',
        { alt: 'The golden pavilion' },
        expect.objectContaining({ auth: true }),
      ),
    );

    expect(
      await within(row(2)).findByText('Not added: This file is not a JPEG, PNG or WebP image'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your review is saved\. One photo was not added/)).toBeInTheDocument();
    expect(fakeApi.post).toHaveBeenCalledTimes(1);

    await user.click(within(row(2)).getByRole('button', { name: 'Retry photo 2' }));
    expect(await within(row(2)).findByText('Added')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(/One photo was not added/)).not.toBeInTheDocument();
    // Both arrived in the order shown: nothing to reorder.
    expect(fakeApi.put).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a photo refused as too large, too many or too often", async () => {
    onApi('POST', '/review', { acknowledged: true, insertedId: 'new-review' });
    uploadFile.mockRejectedValueOnce(
      new ApiError(429, 'rate_limited', 'You have added 50 photos today: try again tomorrow'),
    );
    const { user } = await writeReview();
    choose([jpeg('many.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Review submit' }));
    expect(
      await within(row(1)).findByText(
        'Not added: You have added 50 photos today: try again tomorrow',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in My Review' })).toBeInTheDocument();
  });
});

describe('the edit form\'s "Photos" field', () => {
  const stored = storedReview({ photos: [photo(1), photo(2, { alt: 'Moss garden' })] });

  beforeEach(() => onApi('GET', '/review/rev1', stored));

  it('lists the photos the review has, each with its description', async () => {
    renderApp('/update/rev1', { auth: signedIn() });
    await screen.findByLabelText('Review');
    expect(within(row(1)).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      photo(1).urls.small,
    );
    expect(within(row(2)).getByLabelText('Describe this photo')).toHaveValue('Moss garden');
    expect(within(row(1)).getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
    expect(within(row(2)).getByRole('button', { name: 'Move down photo 2' })).toBeDisabled();
  });

  it('sends the new order when a photo is moved, from the keyboard, and keeps the focus on it', async () => {
    onApi('PUT', '/review/rev1/photos', {
      acknowledged: true,
      photos: [stored.photos[1], stored.photos[0]],
    });
    const { user } = renderApp('/update/rev1', { auth: signedIn() });
    await screen.findByLabelText('Review');
    within(row(1)).getByRole('button', { name: 'Move down photo 1' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fakeApi.put).toHaveBeenCalledWith(
        '/review/rev1/photos',
        { order: ['p2', 'p1'] },
        expect.objectContaining({ auth: true }),
      ),
    );
    expect(within(row(1)).getByLabelText('Describe this photo')).toHaveValue('Moss garden');
    // The moved photo is now second; its "Move up" has the focus (its "Move down" is disabled).
    expect(within(row(2)).getByRole('button', { name: 'Move up photo 2' })).toHaveFocus();
  });

  it('puts the order back and says why when the server refuses it', async () => {
    failApi('PUT', '/review/rev1/photos', 400, 'invalid_input', 'Invalid order');
    const { user } = renderApp('/update/rev1', { auth: signedIn() });
    await screen.findByLabelText('Review');
    await user.click(within(row(2)).getByRole('button', { name: 'Move up photo 2' }));
    expect(await screen.findByText('Invalid order')).toBeInTheDocument();
    expect(within(row(1)).getByLabelText('Describe this photo')).toHaveValue('');
  });

  it('removes a photo from the server, and saves a description when its field is left', async () => {
    onApi('DELETE', '/review/rev1/photos/p1', { acknowledged: true });
    onApi('PATCH', '/review/rev1/photos/p2', {
      acknowledged: true,
      photo: photo(2, { alt: 'Moss garden in the rain' }),
    });
    const { user } = renderApp('/update/rev1', { auth: signedIn() });
    await screen.findByLabelText('Review');

    await user.click(within(row(1)).getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: /^Photo/ })).toHaveLength(1),
    );
    expect(fakeApi.delete).toHaveBeenCalledWith(
      '/review/rev1/photos/p1',
      expect.objectContaining({ auth: true }),
    );

    const alt = within(row(1)).getByLabelText('Describe this photo');
    await user.type(alt, ' in the rain');
    expect(fakeApi.patch).not.toHaveBeenCalled();
    await user.tab();
    expect(await screen.findByText('Description saved.')).toBeInTheDocument();
    expect(fakeApi.patch).toHaveBeenCalledWith(
      '/review/rev1/photos/p2',
      { alt: 'Moss garden in the rain' },
      expect.objectContaining({ auth: true }),
    );
    // The review's own text was not sent.
    expect(fakeApi.put).not.toHaveBeenCalled();
  });

  it('uploads a photo added to a saved review at once', async () => {
    uploadFile.mockResolvedValueOnce({ photo: photo(3) });
    renderApp('/update/rev1', { auth: signedIn() });
    await screen.findByLabelText('Review');
    choose([jpeg('lantern.jpg')]);
    expect(await within(row(3)).findByText('Added')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith(
      '/review/rev1/photos',
      expect.objectContaining({ name: 'lantern.jpg' }),
      expect.anything(),
    );
  });
});
