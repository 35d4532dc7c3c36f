/*
 * A distance as the reader's locale says it: miles where road signs use them (the United States,
 * the United Kingdom, Liberia and Myanmar), kilometres everywhere else. Formatted by `Intl` in the
 * browser only, after the page has started (the nearby list and the catalogue's distances come
 * after it): the server never prints a distance, so nothing differs at hydration.
 */

const KM_PER_MILE = 1.609344;
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

/** Whether `locale` (a BCP 47 tag: `en-GB`, `my-MM`) measures distances in miles. */
export function usesMiles(locale: string): boolean {
  let region: string | undefined;
  let language = '';
  try {
    const parsed = new Intl.Locale(locale);
    region = parsed.region;
    language = parsed.language;
  } catch {
    return false;
  }
  // Burmese written without a region is read in Myanmar.
  return region ? MILE_REGIONS.has(region) : language === 'my';
}

/** The reader's locale as the browser says it (English when it says nothing). */
export const readerLocale = (): string =>
  (typeof navigator !== 'undefined' && navigator.language) || 'en';

/**
 * `km` in the locale's unit: one decimal under 10, whole numbers above ("3.2 km", "12 mi",
 * "1,204 km").
 */
export function formatDistance(km: number, locale: string = readerLocale()): string {
  const miles = usesMiles(locale);
  const value = miles ? km / KM_PER_MILE : km;
  let format: Intl.NumberFormat;
  const options: Intl.NumberFormatOptions = {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  };
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    format = new Intl.NumberFormat('en', options);
  }
  return format.format(value);
}
