import { Router, type RequestHandler } from 'express';
import { callerOf } from '../http/auth';
import type { SignedIn } from '../http/signed-in';
import { readUpload, uploadLimit } from '../http/upload-body';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import { UPLOAD_MAX_BYTES } from '../photos';
import type { ServiceCatalog } from '../services';
import { reportReview } from './moderation';
import { addPhoto, changePhoto, listPlacePhotos, orderPhotos, removePhoto } from './photos';
import {
  photoChangesSchema,
  photoOrderSchema,
  photoParamsSchema,
  placePhotosQuerySchema,
  reportBodySchema,
  reviewIdParamsSchema,
  type AddPhotoResult,
  type PhotoChangeResult,
  type PhotoOrderResult,
  type PlacePhotosPage,
  type RemovePhotoResult,
  type ReportResult,
} from './schema';

/** A place's gallery is as fresh as its reviews: a hidden review's photos leave it within 60 s. */
const briefPublicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=30');
  next();
};

/** A review's photos (photos.ts) and a place's gallery. */
export function photosRouter(
  catalog: ServiceCatalog,
  signedIn: SignedIn,
  cursors: Cursors,
): Router {
  const router = Router();
  const { write: writer } = signedIn;

  router.get('/service/:id/photos', briefPublicCache, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const query = parse(placePhotosQuerySchema, req.query, 'query');
    const page = await listPlacePhotos(id, query, catalog, cursors);
    res.json(page satisfies PlacePhotosPage);
  });

  // The body is the image itself, read here (not by express.json): http/upload-body.ts.
  router.post('/review/:id/photos', uploadLimit(UPLOAD_MAX_BYTES), ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const photo = await addPhoto(callerOf(res.locals), id, () => readUpload(req, UPLOAD_MAX_BYTES));
    res.status(201).json({ photo } satisfies AddPhotoResult);
  });

  router.put('/review/:id/photos', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const { order } = parse(photoOrderSchema, req.body, 'body');
    const photos = await orderPhotos(callerOf(res.locals), id, order);
    res.json({ acknowledged: true, photos } satisfies PhotoOrderResult);
  });

  router.patch('/review/:id/photos/:photoId', ...writer, async (req, res) => {
    const { id, photoId } = parse(photoParamsSchema, req.params, 'id');
    const changes = parse(photoChangesSchema, req.body, 'body');
    const photo = await changePhoto(callerOf(res.locals), id, photoId, changes);
    res.json({ acknowledged: true, photo } satisfies PhotoChangeResult);
  });

  router.delete('/review/:id/photos/:photoId', ...writer, async (req, res) => {
    const { id, photoId } = parse(photoParamsSchema, req.params, 'id');
    await removePhoto(callerOf(res.locals), id, photoId);
    res.json({ acknowledged: true } satisfies RemovePhotoResult);
  });

  router.post('/review/:id/photos/:photoId/report', ...writer, async (req, res) => {
    const { id, photoId } = parse(photoParamsSchema, req.params, 'id');
    const body = parse(reportBodySchema, req.body, 'body');
    await reportReview(callerOf(res.locals), id, body, photoId);
    res.status(201).json({ acknowledged: true } satisfies ReportResult);
  });

  return router;
}
