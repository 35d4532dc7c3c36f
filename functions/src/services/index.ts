// The services feature's public surface for other features.
export { createServiceCatalog, type ServiceCatalog } from './catalog';
export type { Service } from './schema';
