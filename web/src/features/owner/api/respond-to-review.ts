import type { ResponseBody, ResponseResult } from '@contract/community';
import { apiClient, type CallOptions } from '@/lib/api-client';

const responsePath = (reviewId: string) => `/review/${encodeURIComponent(reviewId)}/response`;

/** PUT /review/:id/response: the place's answer, new or edited. */
export function respondToReview(
  reviewId: string,
  message: string,
  { client = apiClient }: CallOptions = {},
): Promise<ResponseResult> {
  const body: ResponseBody = { message };
  return client.put<ResponseResult>(responsePath(reviewId), body, { auth: true });
}

/** DELETE /review/:id/response: takes the place's answer away. */
export function removeResponse(
  reviewId: string,
  { client = apiClient }: CallOptions = {},
): Promise<ResponseResult> {
  return client.delete<ResponseResult>(responsePath(reviewId), { auth: true });
}
