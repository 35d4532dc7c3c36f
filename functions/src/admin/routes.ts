import { Router } from 'express';
import { auditQuerySchema, listAudit, type AuditEntry } from '../audit';
import { callerOf, requireAdmin, requireCaller } from '../http/auth';
import { privateNoStore } from '../http/cache-control';
import { linkNextPage } from '../http/next-page';
import type { Limiters } from '../http/rate-limit';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import { listOwners, ownersBodySchema, setOwners, type OwnersResult } from '../owners';
import {
  listReportQueue,
  moderateReview,
  moderateReviewBodySchema,
  reportQueueQuerySchema,
  reviewIdParamsSchema,
  type ModerateReviewResult,
  type ReportedReview,
} from '../reviews';
import {
  addPlace,
  adminPlacesQuerySchema,
  archivePlace,
  editPlace,
  getPlace,
  listPlaces,
  placeBodySchema,
  serviceIdParamsSchema,
  type AdminPlace,
  type ArchivePlaceResult,
  type CreatePlaceResult,
  type UpdatePlaceResult,
} from '../services';

/**
 * The maintainers' side: every /admin/** call needs a signed-in caller with the custom
 * claim `admin: true` and a verified email (401 unsigned, 403 anyone else), checked before
 * the path is even matched. Every call, reads included, also checks that the token was not
 * revoked (one Auth lookup): admin reads show reporters' notes and authors' emails, and
 * `npm run admin -- revoke` must stop a removed admin at once, not when the token expires.
 */
export function adminRouter(limits: Limiters, cursors: Cursors): Router {
  const router = Router();
  // Authenticated first (failures counted per address), then admins only. Their work counts
  // against their own account's allowances (rate-limit.ts `admit`), never their network's: a
  // flood from others behind the same address cannot stop a moderator.
  router.use(
    '/admin',
    privateNoStore,
    requireCaller({ checkRevoked: true, onFailure: limits.failedAuth }),
    requireAdmin,
  );

  router.get('/admin/services', async (req, res) => {
    const query = parse(adminPlacesQuerySchema, req.query, 'query');
    const { places, nextCursor } = await listPlaces(query, cursors);
    linkNextPage(req, res, nextCursor);
    res.json(places satisfies AdminPlace[]);
  });

  router.get('/admin/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    res.json((await getPlace(id)) satisfies AdminPlace);
  });

  router.post('/admin/service', async (req, res) => {
    const place = parse(placeBodySchema, req.body, 'body');
    const insertedId = await addPlace(callerOf(res.locals), place);
    res.status(201).json({ acknowledged: true, insertedId } satisfies CreatePlaceResult);
  });

  router.put('/admin/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    const place = parse(placeBodySchema, req.body, 'body');
    const { modified } = await editPlace(callerOf(res.locals), id, place);
    const body: UpdatePlaceResult = { acknowledged: true, modifiedCount: modified ? 1 : 0 };
    res.json(body);
  });

  router.delete('/admin/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    await archivePlace(callerOf(res.locals), id);
    res.json({ acknowledged: true, archived: true } satisfies ArchivePlaceResult);
  });

  // A place's owners, by their current addresses; PUT replaces the whole list.
  router.get('/admin/service/:id/owners', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    const owners = await listOwners(id);
    res.json({ acknowledged: true, owners } satisfies OwnersResult);
  });

  router.put('/admin/service/:id/owners', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    const { emails } = parse(ownersBodySchema, req.body, 'body');
    const owners = await setOwners(callerOf(res.locals), id, emails);
    res.json({ acknowledged: true, owners } satisfies OwnersResult);
  });

  // The queue: a page of the open (default) or resolved reports, the next page in the Link header.
  router.get('/admin/reports', async (req, res) => {
    const query = parse(reportQueueQuerySchema, req.query, 'query');
    const page = await listReportQueue(query, cursors);
    linkNextPage(req, res, page.nextCursor);
    res.json(page.items satisfies ReportedReview[]);
  });

  // A decision ({hidden}): hides, restores, or (hidden: false on a visible review) dismisses.
  router.put('/admin/review/:id', async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const { hidden } = parse(moderateReviewBodySchema, req.body, 'body');
    const { modified } = await moderateReview(callerOf(res.locals), id, hidden);
    const body: ModerateReviewResult = {
      acknowledged: true,
      hidden,
      modifiedCount: modified ? 1 : 0,
    };
    res.json(body);
  });

  // Who decided what, newest first, a page at a time.
  router.get('/admin/audit', async (req, res) => {
    const query = parse(auditQuerySchema, req.query, 'query');
    const page = await listAudit(query, cursors);
    linkNextPage(req, res, page.nextCursor);
    res.json(page.items satisfies AuditEntry[]);
  });

  return router;
}
