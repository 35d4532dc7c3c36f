/** What the app and other features may use from owner (types come from @contract). */
export { getOwnedServices } from './api/get-owned-services';
