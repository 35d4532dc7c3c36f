/** What other features may use from owner: whether an account owns places (the account page). */
export { getOwnedServices } from './api/get-owned-services';
