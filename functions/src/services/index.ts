// The services feature's public surface for other features.
export { getService, getServices } from './store';
export type { Service } from './schema';
