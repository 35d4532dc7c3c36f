import { screen, waitFor } from '@testing-library/react';
import type { AdminPlace } from '@contract/places';
import { renderApp, signedIn, testUser } from '@/testing/render-app';
import { fakeApi, onApi } from '@/testing/fake-api';
import { kyoto, services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const asAdmin = () => signedIn({ user: { ...testUser, admin: true } });
const places: AdminPlace[] = services.map((place) => ({ ...place, archived: false }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  onApi('GET', '/admin/services', places);
  onApi('GET', `/admin/service/${kyoto._id}`, { ...kyoto, archived: false });
  onApi('GET', `/admin/service/${kyoto._id}/owners`, { acknowledged: true, owners: [] });
});

/** Fills in everything but the location, rightly. */
async function fillPlace(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Title'), 'Lakes of Plitvice, Croatia');
  await user.type(screen.getByLabelText('Description'), 'Sixteen terraced lakes.');
  await user.type(screen.getByLabelText('Price (US$)'), '1650');
  await user.type(screen.getByLabelText('Country'), 'Croatia');
  await user.selectOptions(screen.getByLabelText('Region'), 'Europe');
}

describe("the place editor's location", () => {
  it('names each problem with the coordinates and sends nothing', async () => {
    const { user } = renderApp('/admin/places/new', { auth: asAdmin() });
    await fillPlace(user);
    const lat = screen.getByLabelText(/^Latitude/);
    const lng = screen.getByLabelText(/^Longitude/);

    await user.type(lat, '95');
    await user.type(lng, '-200');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(await screen.findByText('Latitude must be from -90 to 90')).toBeInTheDocument();
    expect(screen.getByText('Longitude must be from -180 to 180')).toBeInTheDocument();
    expect(lat).toHaveAttribute('aria-invalid', 'true');
    expect(lng).toHaveAttribute('aria-invalid', 'true');

    await user.clear(lat);
    await user.type(lat, 'north');
    expect(await screen.findByText('Latitude must be a number of degrees')).toBeInTheDocument();

    await user.clear(lat);
    expect(
      await screen.findByText('Latitude is needed with a longitude (or leave both empty)'),
    ).toBeInTheDocument();
    await user.clear(lng);
    await user.type(lat, '45');
    expect(
      await screen.findByText('Longitude is needed with a latitude (or leave both empty)'),
    ).toBeInTheDocument();
    expect(fakeApi.post).not.toHaveBeenCalled();

    await user.type(lng, '15.6');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends the location as numbers when both are given, at the edges of the ranges too', async () => {
    onApi('POST', '/admin/service', { acknowledged: true, insertedId: 'new-id' });
    const { user } = renderApp('/admin/places/new', { auth: asAdmin() });
    await fillPlace(user);
    await user.type(screen.getByLabelText(/^Latitude/), '-90');
    await user.type(screen.getByLabelText(/^Longitude/), '180');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await waitFor(() =>
      expect(fakeApi.post).toHaveBeenCalledWith(
        '/admin/service',
        expect.objectContaining({ location: { lat: -90, lng: 180 } }),
        { auth: true },
      ),
    );
  });

  it("shows a place's location to edit, and sends null when both are emptied", async () => {
    onApi('PUT', `/admin/service/${kyoto._id}`, { acknowledged: true, modifiedCount: 1 });
    const { user } = renderApp(`/admin/places/${kyoto._id}`, { auth: asAdmin() });
    const lat = await screen.findByLabelText(/^Latitude/);
    const lng = screen.getByLabelText(/^Longitude/);
    expect(lat).toHaveValue('35.0116');
    expect(lng).toHaveValue('135.7681');
    await user.clear(lat);
    await user.clear(lng);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fakeApi.put).toHaveBeenCalledWith(
        `/admin/service/${kyoto._id}`,
        expect.objectContaining({ title: kyoto.title, location: null }),
        { auth: true },
      ),
    );
  });
});
