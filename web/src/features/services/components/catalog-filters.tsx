import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { REGIONS } from '@contract/regions';
import {
  MIN_RATINGS,
  defaultSort,
  hasFilters,
  sortsFor,
  withoutFilters,
  type CatalogParams,
} from './catalog-params';
import styles from './catalog-filters.module.css';

/** How long typing must pause before the search runs: no request per keystroke. */
export const TYPING_PAUSE_MS = 350;

interface CatalogFiltersProps {
  params: CatalogParams;
  /** `typing`: a change made by typing (replaces the history entry instead of adding one). */
  onChange: (next: CatalogParams, typing: boolean) => void;
}

/** A text field that reports its value once typing pauses, and follows outside changes. */
function useTyped(value: string, report: (value: string) => void) {
  const [text, setText] = useState(value);
  // The latest `report` (it sees the latest other filters), without restarting the pause.
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => latest.current(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  // The page arrives rendered by the server, so its fields can be typed in before the app has
  // taken it over; that text is in the field, not in state: adopt it (and search for it).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setText(typed);
  }, []);
  return [text, setText, field] as const;
}

/**
 * Search, region, price, minimum rating and sort: every control edits the URL's search.
 *
 * It is also a plain GET form of the catalogue's parameters, so it works before the app has taken
 * the server's page over, and without JavaScript: **Search** (or Enter) sends the fields, a region
 * chip sends its region in front of the current one (the hidden field after the chips), and the
 * server renders the page for that address. Once the app runs, it does all of that in place.
 */
export function CatalogFilters({ params, onChange }: CatalogFiltersProps) {
  const id = useId();
  const set = (patch: Partial<CatalogParams>, typing = false) => {
    const next: CatalogParams = { ...params, ...patch };
    for (const key of Object.keys(patch) as (keyof CatalogParams)[]) {
      if (!next[key]) delete next[key];
    }
    onChange(next, typing);
  };
  const [q, setQ, qField] = useTyped(params.q ?? '', (value) => set({ q: value.trim() }, true));
  const [minPrice, setMinPrice, minPriceField] = useTyped(params.minPrice ?? '', (v) =>
    set({ minPrice: v }, true),
  );
  const [maxPrice, setMaxPrice, maxPriceField] = useTyped(params.maxPrice ?? '', (v) =>
    set({ maxPrice: v }, true),
  );

  // Likewise a choice made in a select before the app took the page over: apply it then.
  const ratingField = useRef<HTMLSelectElement>(null);
  const sortField = useRef<HTMLSelectElement>(null);
  const rendered = useRef(params);
  const latestSet = useRef(set);
  latestSet.current = set;
  useEffect(() => {
    const patch: Partial<CatalogParams> = {};
    const minRating = ratingField.current?.value;
    if (minRating !== undefined && minRating !== (rendered.current.minRating ?? '')) {
      patch.minRating = minRating;
    }
    const sort = sortField.current?.value;
    const byDefault = defaultSort(rendered.current);
    if (sort !== undefined && sort !== (rendered.current.sort ?? byDefault)) {
      patch.sort = sort === byDefault ? '' : sort;
    }
    if (Object.keys(patch).length > 0) latestSet.current(patch);
  }, []);

  // On a phone the chips scroll sideways in one row: keep the chosen region's chip in view there
  // (it may be past the row's edge, say after a reload of `?region=Oceania`). Only the row
  // scrolls, never the page.
  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = chips.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
  }, [params.region]);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Find a place"
      action={paths.allServices}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        set({ q: q.trim(), minPrice, maxPrice });
      }}
    >
      <div className={styles.search}>
        <label htmlFor={`${id}-q`}>Search places</label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            ref={qField}
            value={q}
            maxLength={100}
            placeholder="A place, country or region"
            autoComplete="off"
            onChange={(event) => setQ(event.target.value)}
          />
          {/* The form's first submit button: Enter sends the search, not a region chip. */}
          <Button type="submit">Search</Button>
        </div>
      </div>

      <fieldset className={styles.regions}>
        <legend>Region</legend>
        <div className={styles.chips} ref={chips}>
          {[undefined, ...REGIONS].map((region) => (
            <button
              key={region ?? 'all'}
              type="submit"
              name="region"
              value={region ?? ''}
              className={styles.chip}
              aria-pressed={(params.region ?? undefined) === region}
              onClick={(event) => {
                event.preventDefault();
                set({ region });
              }}
            >
              {region ?? 'All regions'}
            </button>
          ))}
        </div>
        <input type="hidden" name="region" value={params.region ?? ''} />
        {params.near && <input type="hidden" name="near" value={params.near} />}
      </fieldset>

      <div className={styles.row}>
        <fieldset className={styles.price}>
          <legend>Price per person (US$)</legend>
          <label htmlFor={`${id}-min`} className="visually-hidden">
            Lowest price
          </label>
          <input
            id={`${id}-min`}
            name="minPrice"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder="Min"
            ref={minPriceField}
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value.replace(/\D/g, ''))}
          />
          <span aria-hidden="true">to</span>
          <label htmlFor={`${id}-max`} className="visually-hidden">
            Highest price
          </label>
          <input
            id={`${id}-max`}
            name="maxPrice"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder="Max"
            ref={maxPriceField}
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value.replace(/\D/g, ''))}
          />
        </fieldset>

        <div className={styles.select}>
          <label htmlFor={`${id}-rating`}>Rating</label>
          <select
            ref={ratingField}
            id={`${id}-rating`}
            name="minRating"
            value={params.minRating ?? ''}
            onChange={(event) => set({ minRating: event.target.value })}
          >
            <option value="">Any rating</option>
            {MIN_RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {stars} stars and up
              </option>
            ))}
          </select>
        </div>

        <div className={styles.select}>
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            ref={sortField}
            id={`${id}-sort`}
            name="sort"
            value={params.sort ?? defaultSort(params)}
            onChange={(event) => {
              const sort = event.target.value;
              // Another order needs no position: the reader's leaves the URL with the distance sort.
              set({
                sort: sort === defaultSort(params) ? '' : sort,
                ...(sort !== 'distance' && { near: '' }),
              });
            }}
          >
            {sortsFor(params).map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>

        {hasFilters(params) && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => onChange(withoutFilters(params), false)}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
