/** What the app and other features may use from services (types come from @contract). */
export { getService } from './api/get-service';
