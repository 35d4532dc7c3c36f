/* The continents places are grouped by (GET /catalog's `region`). Free of zod. */
export { REGIONS, type Region } from '../services/regions';
