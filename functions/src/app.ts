import express, { type Express } from 'express';
import helmet from 'helmet';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { reviewsRouter } from './reviews/routes';
import { servicesRouter } from './services/routes';

export const BODY_LIMIT = '16kb';

/**
 * The API. Mounted at /api (behind Firebase Hosting's rewrite) and at / (the
 * function's own URL), so both addresses answer the same routes.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // Hosting and Cloud Functions front the app with Google's proxies.
  app.set('trust proxy', true);
  app.use(helmet());
  app.use(express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' }));

  const api = express.Router();
  api.use(servicesRouter());
  api.use(reviewsRouter());

  app.use('/api', api);
  app.use('/', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
