import { Suspense, useState } from 'react';
import {
  Await,
  Form,
  Link,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from 'react-router-dom';
import toast from '@/lib/toast';
import type { AdminPlace } from '@contract/places';
import { Cell, DataTable } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { ButtonLink, Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { formatPrice } from '@/components/ui/price';
import { ResponsiveImage, serviceThumbnailVariants } from '@/components/ui/responsive-image';
import { PageMeta } from '@/components/ui/page-meta';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Page } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { listPlaces, retirePlace } from '../api/admin-api';
import { AdminGate, AdminLoadError } from '../components/admin-gate';
import { AdminShell } from '../components/admin-shell';
import styles from '../components/admin.module.css';
import { adminAccess, type AdminAccess } from './admin-access';

/*
 * The places, by name, a page at a time (the API answers 50 and names the next page): a
 * catalogue of 60,000 places is never loaded whole. "Load more" walks on; to reach one place
 * among thousands, the search box asks the API for the names that start with what was typed.
 */

type PlacesPage = Page<AdminPlace[]>;

const NO_PLACES: PlacesPage = { body: [], nextCursor: null };

/**
 * `?q=` filters by the start of the name; the first page loads while the page shows. The browser
 * runs this as it takes the prerendered page over (`hydrate`).
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<{
  access: AdminAccess;
  q: string;
  data: Promise<PlacesPage>;
}> {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const access = await adminAccess();
  const data: Promise<PlacesPage> =
    access === 'admin'
      ? listPlaces({ q: q || undefined, signal: request.signal })
      : Promise.resolve(NO_PLACES);
  // <Await> shows a failure; this only keeps it from also counting as unhandled.
  data.catch(() => {});
  return { access, q, data };
}

/** Retires one place (a row's Retire button); the router then reloads the first page. */
export async function clientAction({ request }: ActionFunctionArgs) {
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

clientLoader.hydrate = true as const;

/**
 * At build time: the page is prerendered without the session (only the browser has it): its frame
 * and "Checking sign-in…", which the app takes over as they are.
 */
export function loader(): { access: AdminAccess; q: string; data: null } {
  return { access: 'checking', q: '', data: null };
}

export function Component() {
  const { access, q, data } = useLoaderData() as {
    access: AdminAccess;
    q: string;
    data: Promise<PlacesPage> | null;
  };
  return <AdminPlacesPage access={access} q={q} data={data ?? Promise.resolve(NO_PLACES)} />;
}

function AdminPlacesPage({
  access,
  q,
  data,
}: {
  access: AdminAccess;
  q: string;
  data: Promise<PlacesPage>;
}) {
  return (
    <AdminGate access={access}>
      <AdminShell title="Admin">
        <PageMeta
          title="Admin"
          description="The guide's places, for its maintainers."
          path={paths.admin}
          noindex
        />
        <div className={styles.head}>
          <h1>Places</h1>
          <ButtonLink to={paths.adminNewPlace}>Add a place</ButtonLink>
        </div>
        {/* The page's largest text, from the server's first paint on (docs/performance.md). */}
        <p className={styles.intro}>
          Every place on the guide, by name. Edit a place, retire it or add a new one; to reach one
          among thousands, search by the start of its name.
        </p>
        <PlaceSearch key={q} q={q} />
        {access === 'checking' ? (
          <LoadingBlock label="Checking sign-in…" holdsPage />
        ) : (
          <Suspense fallback={<LoadingBlock label="Loading the places…" holdsPage />}>
            <Await resolve={data} errorElement={<AdminLoadError what="The places" />}>
              {(first: PlacesPage) => <PlacesList key={q} q={q} first={first} />}
            </Await>
          </Suspense>
        )}
      </AdminShell>
    </AdminGate>
  );
}

function PlaceSearch({ q }: { q: string }) {
  return (
    <Form method="get" role="search" className={styles.actions}>
      <InputField
        id="admin-place-search"
        name="q"
        type="search"
        label="Find a place by the start of its name"
        defaultValue={q}
        maxLength={100}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {q && <Link to={paths.admin}>Show every place</Link>}
    </Form>
  );
}

/** The first page from the loader, then each page "Load more" asked for, in order. */
function PlacesList({ q, first }: { q: string; first: PlacesPage }) {
  // Pages after the first. A retire reloads only the first page; the rows below keep theirs.
  const [more, setMore] = useState<PlacesPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextCursor = more ? more.nextCursor : first.nextCursor;
  const onFirst = new Set(first.body.map((p) => p._id));
  const places = [...first.body, ...(more?.body.filter((p) => !onFirst.has(p._id)) ?? [])];

  async function loadMore() {
    if (!nextCursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await listPlaces({ q: q || undefined, cursor: nextCursor });
      setMore((current) => ({
        body: [...(current?.body ?? []), ...page.body],
        nextCursor: page.nextCursor,
      }));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'More places could not be loaded.');
    } finally {
      setLoading(false);
    }
  }

  if (places.length === 0) {
    return (
      <p role="status">{q ? `No place's name starts with “${q}”.` : 'There are no places yet.'}</p>
    );
  }
  return (
    <>
      <PlacesTable places={places} />
      <p role="status">
        {`Showing ${formatCount(places.length)} ${places.length === 1 ? 'place' : 'places'}`}
        {nextCursor ? '; there are more.' : '.'}
      </p>
      {error && <Alert>{error}</Alert>}
      {nextCursor && (
        <Button variant="secondary" busy={loading} onClick={() => void loadMore()}>
          Load more
        </Button>
      )}
    </>
  );
}

const rating = ({ rating: r }: AdminPlace) =>
  r.count === 0 || r.average === null
    ? 'No ratings'
    : `${r.average.toFixed(1)} (${r.count} ${r.count === 1 ? 'rating' : 'ratings'})`;

const COLUMNS = ['Picture', 'Place', 'Region', 'Price', 'Rating', 'Status', 'Actions'];

function PlacesTable({ places }: { places: AdminPlace[] }) {
  return (
    <DataTable caption="Every place, by name, retired ones too" columns={COLUMNS}>
      {places.map((place, index) => (
        // The first rows are on the first screen: their thumbnails load at once, not lazily
        // (the first one can be the page's largest paint).
        <PlaceRow
          key={place._id}
          place={place}
          priority={index === 0 ? true : index < 4 ? 'eager' : false}
        />
      ))}
    </DataTable>
  );
}

function PlaceRow({ place, priority }: { place: AdminPlace; priority: boolean | 'eager' }) {
  const fetcher = useFetcher<typeof clientAction>();
  // A row below the first page is not reloaded after its place is retired: it says so itself.
  const archived = place.archived || fetcher.data?.ok === true;
  return (
    <tr>
      <Cell label={null} className={styles.picture}>
        {/* A 5rem cell: the 200 px thumbnail on most screens, not the 400 px one. */}
        <ResponsiveImage
          variants={serviceThumbnailVariants(place.img)}
          ratio={[4, 3]}
          sizes="5rem"
          alt=""
          priority={priority}
        />
      </Cell>
      <Cell label={null} rowHeader id={`place-${place._id}`}>
        {archived ? place.title : <Link to={paths.serviceDetail.to(place._id)}>{place.title}</Link>}
      </Cell>
      <Cell label="Region">{place.region}</Cell>
      <Cell label="Price">{formatPrice(place.price)}</Cell>
      <Cell label="Rating">{rating(place)}</Cell>
      <Cell label="Status">
        {archived ? <span className={styles.retired}>Retired</span> : 'On offer'}
      </Cell>
      <Cell label={null}>
        <div className={styles.actions}>
          <ButtonLink
            to={paths.adminEditPlace.to(place._id)}
            size="small"
            variant="secondary"
            aria-describedby={`place-${place._id}`}
          >
            Edit
          </ButtonLink>
          {!archived && (
            <Button
              size="small"
              variant="danger"
              busy={fetcher.state !== 'idle'}
              aria-describedby={`place-${place._id}`}
              onClick={() => {
                if (
                  !window.confirm(
                    `Retire ${place.title}? It leaves the site; its reviews are kept.`,
                  )
                ) {
                  return;
                }
                void fetcher.submit({ id: place._id }, { method: 'post' });
              }}
            >
              Retire
            </Button>
          )}
        </div>
      </Cell>
    </tr>
  );
}

export default Component;
