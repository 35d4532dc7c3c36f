/** What other features may use from services. */
export { getService } from './api/get-service';
export type { Service } from '@functions/services/schema';
