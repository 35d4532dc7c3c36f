import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  Link,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { PlaceCard } from '@/components/place-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cardGrid } from '@/components/ui/card';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { Container } from '@/components/ui/section';
import { SaveToggle } from '@/features/saved';
import { formatCount } from '@/lib/format';
import { CatalogFilters } from '../components/catalog-filters';
import {
  hasFilters,
  paramsFrom,
  searchFrom,
  withoutFilters,
  type CatalogItem,
  type CatalogParams,
} from '../components/catalog-params';

/**
 * What the page loads only when its reader asks for it: the map (Map), the position (Near me)
 * and the distances (the distance sort), in one module (components/catalog-extras.ts).
 */
const extras = () => import('../components/catalog-extras');
const CatalogMap = /* @__PURE__ */ lazy(() =>
  extras().then((module) => ({ default: module.CatalogMap })),
);
const PlaceDistance = /* @__PURE__ */ lazy(() =>
  extras().then((module) => ({ default: module.PlaceDistance })),
);
import { truncateDescription } from '../components/truncate';
import { allServicesLoader, type CatalogData } from './loaders';

/**
 * The same loader on the server (the `pages` function, which renders the page whole) and in the
 * browser, which calls the API itself on every later visit: a navigation never asks the function.
 */
export const loader = allServicesLoader;
// Imported on use: the API's client comes with the first search, not with the page.
export const clientLoader = (args: LoaderFunctionArgs) =>
  import('./loaders').then(({ allServicesLoader }) => allServicesLoader(args));
import styles from './services.module.css';

/** "1 place", "12 places", or "10,000+ places" when the API stopped counting (`totalCapped`). */
const plural = (n: number, capped = false) =>
  `${formatCount(n)}${capped ? '+' : ''} ${n === 1 && !capped ? 'place' : 'places'}`;

/** The loader's first page plus the pages "Show more" added, for the current search. */
function usePages(data: CatalogData) {
  const [items, setItems] = useState<CatalogItem[]>(data.page.items);
  const [nextCursor, setNextCursor] = useState(data.page.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A page that answers after the search changed is dropped, never shown under the new one.
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    setItems(data.page.items);
    setNextCursor(data.page.nextCursor);
    setLoading(false);
    setError(null);
  }, [data]);

  async function more() {
    if (!nextCursor) return;
    const mine = generation.current;
    setLoading(true);
    setError(null);
    try {
      const { getCatalog } = await import('../api/get-catalog');
      const page = await getCatalog(data.params, nextCursor);
      if (mine !== generation.current) return;
      setItems((current) => [...current, ...page.items]);
      setNextCursor(page.nextCursor);
    } catch (err) {
      if (mine !== generation.current) return;
      setError(err instanceof Error ? err.message : 'More places could not be loaded.');
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }

  return { items, nextCursor, loading, error, more };
}

export function Component() {
  const data = useLoaderData() as CatalogData;
  const [searchParams, setSearchParams] = useSearchParams();
  // The controls follow the URL at once; the results follow when the loader has them.
  const current = paramsFrom(searchParams);
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname === '/allService';
  const { items, nextCursor, loading, error, more } = usePages(data);
  const { total, totalCapped } = data.page;
  const [mapShown, setMapShown] = useState(false);
  const mapId = useId();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const search = (next: CatalogParams, typing: boolean) => {
    // A search typed just before the visitor opened a place must not pull them back here.
    const leaving =
      navigation.state !== 'idle' && navigation.location.pathname !== paths.allServices;
    if (leaving) return;
    setSearchParams(searchFrom(next), { replace: typing, preventScrollReset: true });
  };

  return (
    <Container className={styles.page}>
      <PageTitle title="AllService" />
      <PageMeta
        title="AllService"
        description={`${plural(total, totalCapped)} to explore in Africa, Asia, Europe, the Americas and Oceania: search by name, filter by region, price and rating, and read travellers' reviews.`}
        // Every search shows a slice of one list: the list is the page to index.
        path={paths.allServices}
      />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Our services</p>
        <h1>All places to explore</h1>
        <p className={styles.intro}>
          Every trip our guides run, with prices per person. Search and filter, then pick one to see
          the details and reviews.
        </p>
      </header>

      <CatalogFilters params={current} onChange={search} />

      <div className={styles.tools}>
        {/* Near me: the distance from the reader (its position rounded: components/near-me.ts), or
            pressed again, the usual order. Refused or unavailable, the page says so. */}
        <Button
          variant="secondary"
          size="small"
          busy={asking}
          aria-pressed={Boolean(current.near)}
          onClick={async () => {
            setProblem(null);
            if (current.near)
              return search({ ...current, sort: undefined, near: undefined }, false);
            setAsking(true);
            try {
              const found = await (await extras()).askNear();
              if ('near' in found)
                search({ ...current, sort: 'distance', near: found.near }, false);
              else setProblem(found.problem);
            } finally {
              setAsking(false);
            }
          }}
        >
          Near me
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-pressed={mapShown}
          aria-controls={mapShown ? mapId : undefined}
          onClick={() => setMapShown(!mapShown)}
        >
          Map
        </Button>
        {problem && <Alert>{problem}</Alert>}
      </div>

      <p className={styles.count} role="status" aria-live="polite">
        {searching
          ? 'Searching…'
          : `${plural(total, totalCapped)} ${hasFilters(data.params) ? (total === 1 && !totalCapped ? 'matches' : 'match') : 'to explore'}`}
      </p>

      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {hasFilters(data.params)
              ? 'No places match your search.'
              : 'No places are listed yet. Please check back soon.'}
          </p>
          {data.page.suggestion && (
            <p className={styles.suggestion}>
              Did you mean{' '}
              <Link
                to={`${paths.allServices}?${searchFrom({ ...data.params, q: data.page.suggestion })}`}
              >
                {data.page.suggestion}
              </Link>
              ?
            </p>
          )}
          {hasFilters(data.params) && (
            <Button variant="secondary" onClick={() => search(withoutFilters(data.params), false)}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <>
          {mapShown && (
            <Suspense fallback={null}>
              <CatalogMap id={mapId} places={items} />
            </Suspense>
          )}
          <ul className={cardGrid(3)} aria-busy={searching}>
            {items.map((service, index) => (
              <PlaceCard
                key={service._id}
                place={service}
                position={index}
                text={truncateDescription(service.description)}
                action={<SaveToggle service={service} />}
                distance={
                  service.distanceKm == null ? undefined : (
                    <Suspense fallback={null}>
                      <PlaceDistance km={service.distanceKm} />
                    </Suspense>
                  )
                }
              />
            ))}
          </ul>
        </>
      )}

      {error && <Alert>{error}</Alert>}
      {nextCursor && (
        <div className={styles.more}>
          <Button variant="secondary" busy={loading} onClick={() => void more()}>
            Show more
          </Button>
          <span className={styles.shown}>
            Showing {formatCount(items.length)} of {formatCount(total)}
            {totalCapped ? '+' : ''}
          </span>
        </div>
      )}
    </Container>
  );
}

export default Component;
