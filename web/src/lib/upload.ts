import { apiBaseUrl } from './api-client';
import { ApiError, apiErrorFrom, NETWORK_ERROR_MESSAGE } from './api-error';
import { session } from './auth/session';

/*
 * The API's one call whose body is raw bytes (a review's photo: docs/api.md, "Travellers'
 * photos"). XMLHttpRequest rather than the JSON client's fetch: only it reports the upload's
 * progress. The same base URL, the same ID token and the same ApiError as every other call.
 * Imported on use by the review forms only: no other page downloads it.
 */

export interface UploadProgress {
  /** Bytes sent so far, of `total`. */
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POSTs `file`'s bytes to `path` as the signed-in reader, with its own type (or
 * `application/octet-stream` when the browser knows none: the API sniffs the bytes anyway).
 * Resolves to the JSON answer; rejects with an ApiError (status 0 when nothing answered).
 */
export async function uploadFile<T>(
  path: string,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const token = await session.getIdToken();
  if (!token) throw new ApiError(401, 'unauthenticated', 'Please log in to continue.');
  const root = apiBaseUrl().replace(/\/+$/, '');

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${root}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // Never application/json: the Functions runtime would try to parse the image as JSON.
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    };
    xhr.onload = () => {
      const payload = readJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve(payload as T);
      } else {
        reject(apiErrorFrom(xhr.status, payload));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function readJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
