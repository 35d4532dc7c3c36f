import { Router } from 'express';
import { callerOf } from '../http/auth';
import type { SignedIn } from '../http/signed-in';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import type { ServiceCatalog } from '../services';
import { listSaved, savePlace, unsavePlace } from './saved';
import { savedParamsSchema, savedQuerySchema, type SavedPlaces, type SavedResult } from './schema';

/**
 * The caller's saved places. Personal, so never kept by a cache (`private, no-store`); a save or
 * a removal is a write (revocation checked, the account's and its address's write allowances).
 */
export function savedRouter(catalog: ServiceCatalog, signedIn: SignedIn, cursors: Cursors): Router {
  const router = Router();
  const { read: reader, write: writer } = signedIn;

  router.get('/me/saved', ...reader, async (req, res) => {
    const query = parse(savedQuerySchema, req.query, 'query');
    const page = await listSaved(callerOf(res.locals), query, catalog, cursors);
    res.json(page satisfies SavedPlaces);
  });

  router.put('/me/saved/:serviceId', ...writer, async (req, res) => {
    const { serviceId } = parse(savedParamsSchema, req.params, 'serviceId');
    const result = await savePlace(callerOf(res.locals), serviceId, catalog);
    res.json(result satisfies SavedResult);
  });

  router.delete('/me/saved/:serviceId', ...writer, async (req, res) => {
    const { serviceId } = parse(savedParamsSchema, req.params, 'serviceId');
    const result = await unsavePlace(callerOf(res.locals), serviceId, catalog);
    res.json(result satisfies SavedResult);
  });

  return router;
}
