import type { ModerateReviewResult, ReportedReview } from '@functions/reviews/schema';
import type {
  AdminPlace,
  ArchivePlaceResult,
  CreatePlaceResult,
  PlaceBody,
  UpdatePlaceResult,
} from '@functions/services/schema';
import { apiClient, type CallOptions } from '@/lib/api-client';

/* The maintainers' calls (/admin/**): every one needs an admin's ID token. */

export function listPlaces({ client = apiClient, signal }: CallOptions = {}) {
  return client.get<AdminPlace[]>('/admin/services', { auth: true, signal });
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

export function listReports({ client = apiClient, signal }: CallOptions = {}) {
  return client.get<ReportedReview[]>('/admin/reports', { auth: true, signal });
}

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
