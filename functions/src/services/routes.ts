import { Router } from 'express';
import { AppError } from '../http/app-error';
import { parse } from '../http/validate';
import { serviceIdParamsSchema } from './schema';
import { getService, listServices } from './store';

/** How many services the home page previews: one row of its 4-column grid. */
export const PREVIEW_SIZE = 4;

export function servicesRouter(): Router {
  const router = Router();

  router.get('/services', async (_req, res) => {
    const services = await listServices();
    res.json(services.slice(0, PREVIEW_SIZE));
  });

  router.get('/service', async (_req, res) => {
    res.json(await listServices());
  });

  router.get('/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    const service = await getService(id);
    if (!service) throw new AppError('not_found', 'No such service');
    res.json(service);
  });

  return router;
}
