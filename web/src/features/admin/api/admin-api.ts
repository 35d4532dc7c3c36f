import type { OwnersBody, OwnersResult } from '@contract/community';
import type { AuditEntry } from '@contract/audit';
import type {
  ModerateReviewResult,
  RemovePhotoResult,
  ReportedReview,
  ReportStatus,
} from '@contract/reviews';
import type {
  AdminPlace,
  ArchivePlaceResult,
  CreatePlaceResult,
  PlaceBody,
  UpdatePlaceResult,
} from '@contract/places';
import { apiClient, type CallOptions } from '@/lib/api-client';

/* The maintainers' calls (/admin/**): every one needs an admin's ID token. */

/** Which page of the places: the first (no cursor) or the one a `Link` header named. */
export interface PlacesPageOptions extends CallOptions {
  /** Only places whose name starts with this (case and accents aside). */
  q?: string;
  cursor?: string;
  /** 1-100; the API's default is 50. */
  limit?: number;
}

/** One page of every place by name, retired ones too, and the cursor of the next page. */
export function listPlaces({
  client = apiClient,
  signal,
  q,
  cursor,
  limit,
}: PlacesPageOptions = {}) {
  const query: Record<string, string> = {};
  if (q) query.q = q;
  if (cursor) query.cursor = cursor;
  if (limit !== undefined) query.limit = String(limit);
  return client.getPage<AdminPlace[]>('/admin/services', { auth: true, signal, query });
}

/** One place, retired or not (the editor). */
export function getPlace(id: string, { client = apiClient, signal }: CallOptions = {}) {
  return client.get<AdminPlace>(`/admin/service/${encodeURIComponent(id)}`, { auth: true, signal });
}

export function createPlace(place: PlaceBody, { client = apiClient }: CallOptions = {}) {
  return client.post<CreatePlaceResult>('/admin/service', place, { auth: true });
}

export function updatePlace(
  id: string,
  place: PlaceBody,
  { client = apiClient }: CallOptions = {},
) {
  return client.put<UpdatePlaceResult>(`/admin/service/${encodeURIComponent(id)}`, place, {
    auth: true,
  });
}

export function retirePlace(id: string, { client = apiClient }: CallOptions = {}) {
  return client.delete<ArchivePlaceResult>(`/admin/service/${encodeURIComponent(id)}`, {
    auth: true,
  });
}

/** Where a paged admin list goes on: the cursor of the page before (none for the first). */
interface PageOptions extends CallOptions {
  cursor?: string | null;
}

const pageQuery = (cursor: string | null | undefined, query: Record<string, string> = {}) =>
  cursor ? { ...query, cursor } : query;

/** One page of the open or resolved reports, most reported first. */
export function listReports(
  status: ReportStatus,
  { client = apiClient, signal, cursor }: PageOptions = {},
) {
  return client.getPage<ReportedReview[]>('/admin/reports', {
    auth: true,
    signal,
    query: pageQuery(cursor, { status }),
  });
}

/** One page of the audit trail, newest first. */
export function listAudit({ client = apiClient, signal, cursor }: PageOptions = {}) {
  return client.getPage<AuditEntry[]>('/admin/audit', {
    auth: true,
    signal,
    query: pageQuery(cursor),
  });
}

/**
 * A decision on a review: `hidden: true` hides it (or keeps it hidden), `hidden: false` restores
 * it or dismisses its reports. Either resolves its open reports.
 */
export function moderateReview(
  id: string,
  hidden: boolean,
  { client = apiClient }: CallOptions = {},
) {
  return client.put<ModerateReviewResult>(
    `/admin/review/${encodeURIComponent(id)}`,
    { hidden },
    { auth: true },
  );
}

const ownersPath = (id: string) => `/admin/service/${encodeURIComponent(id)}/owners`;

/** The place's owners: the accounts (by email) that answer its reviews. */
export function getOwners(id: string, { client = apiClient, signal }: CallOptions = {}) {
  return client.get<OwnersResult>(ownersPath(id), { auth: true, signal });
}

/** Makes these accounts the place's owners (the whole list: an empty one removes them all). */
export function setOwners(id: string, emails: string[], { client = apiClient }: CallOptions = {}) {
  const body: OwnersBody = { emails };
  return client.put<OwnersResult>(ownersPath(id), body, { auth: true });
}

/** Removes one photo of a review for good (its files too), whoever wrote it. */
export function removeReviewPhoto(
  reviewId: string,
  photoId: string,
  { client = apiClient }: CallOptions = {},
) {
  return client.delete<RemovePhotoResult>(
    `/review/${encodeURIComponent(reviewId)}/photos/${encodeURIComponent(photoId)}`,
    { auth: true },
  );
}
