/* How places are ranked (services/ranking.ts explains the formula). Free of zod. */
export { FEW_RATINGS, POPULARITY_WEIGHT, PRIOR_MEAN, PRIOR_WEIGHT } from '../services/ranking';
