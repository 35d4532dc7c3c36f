/**
 * The continents places are grouped by. A module of its own, without zod: the web app's
 * catalogue filters (part of its entry script) take the list from here through the contract.
 */
export const REGIONS = [
  'Africa',
  'Asia',
  'Europe',
  'North America',
  'South America',
  'Oceania',
] as const;
export type Region = (typeof REGIONS)[number];
