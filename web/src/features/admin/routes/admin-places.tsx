import { Suspense } from 'react';
import {
  Await,
  Link,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import toast from 'react-hot-toast';
import type { AdminPlace } from '@functions/services/schema';
import { ButtonLink, Button } from '@/components/ui/button';
import { formatPrice } from '@/components/ui/price';
import { serviceImageVariants } from '@/components/ui/responsive-image';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { listPlaces, retirePlace } from '../api/admin-api';
import { AdminGate, AdminLoadError } from '../components/admin-gate';
import { AdminShell } from '../components/admin-shell';
import styles from '../components/admin.module.css';
import { adminData } from './admin-access';

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminData(() => listPlaces({ signal: request.signal }));

/** Retires one place (a row's Retire button); the router then reloads the list. */
export async function action({ request }: ActionFunctionArgs) {
  const id = String((await request.formData()).get('id') ?? '');
  try {
    await retirePlace(id);
    toast.success('Place retired');
    return { ok: true };
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'The place was not retired.');
    return { ok: false };
  }
}

export function Component() {
  const { access, data: places } = useLoaderData<typeof loader>();
  return (
    <AdminGate access={access}>
      <AdminShell title="Admin">
        <div className={styles.head}>
          <h1>Places</h1>
          <ButtonLink to={paths.adminNewPlace}>Add a place</ButtonLink>
        </div>
        <Suspense fallback={<LoadingBlock label="Loading the places…" holdsPage />}>
          <Await resolve={places} errorElement={<AdminLoadError what="The places" />}>
            {(list: AdminPlace[]) => <PlacesTable places={list} />}
          </Await>
        </Suspense>
      </AdminShell>
    </AdminGate>
  );
}

const rating = ({ rating: r }: AdminPlace) =>
  r.count === 0 || r.average === null
    ? 'No ratings'
    : `${r.average.toFixed(1)} (${r.count} ${r.count === 1 ? 'rating' : 'ratings'})`;

function PlacesTable({ places }: { places: AdminPlace[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Every place, by name, retired ones too</caption>
      <thead>
        <tr>
          <th scope="col">Picture</th>
          <th scope="col">Place</th>
          <th scope="col">Region</th>
          <th scope="col">Price</th>
          <th scope="col">Rating</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {places.map((place) => (
          <tr key={place._id}>
            <td>
              <img
                src={serviceImageVariants(place.img)[0]?.src}
                alt=""
                width={400}
                height={300}
                loading="lazy"
              />
            </td>
            <th scope="row" id={`place-${place._id}`}>
              {place.archived ? (
                place.title
              ) : (
                <Link to={paths.serviceDetail.to(place._id)}>{place.title}</Link>
              )}
            </th>
            <td data-label="Region">{place.region}</td>
            <td data-label="Price">{formatPrice(place.price)}</td>
            <td data-label="Rating">{rating(place)}</td>
            <td data-label="Status">
              {place.archived ? <span className={styles.retired}>Retired</span> : 'On offer'}
            </td>
            <td>
              <div className={styles.actions}>
                <ButtonLink
                  to={paths.adminEditPlace.to(place._id)}
                  size="small"
                  variant="secondary"
                  aria-describedby={`place-${place._id}`}
                >
                  Edit
                </ButtonLink>
                {!place.archived && <RetireButton place={place} />}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RetireButton({ place }: { place: AdminPlace }) {
  const fetcher = useFetcher();
  return (
    <Button
      size="small"
      variant="danger"
      busy={fetcher.state !== 'idle'}
      aria-describedby={`place-${place._id}`}
      onClick={() => {
        if (!window.confirm(`Retire ${place.title}? It leaves the site; its reviews are kept.`)) {
          return;
        }
        void fetcher.submit({ id: place._id }, { method: 'post' });
      }}
    >
      Retire
    </Button>
  );
}
