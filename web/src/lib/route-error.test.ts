import { isRouteErrorResponse } from 'react-router-dom';
import { ApiError } from './api-error';
import { orRouteError, toRouteError } from './route-error';

// What a loader throws is what the error boundary receives after the router unwraps it.
function unwrap(thrown: unknown) {
  const value = thrown as { data: unknown; init: { status: number } };
  return { status: value.init.status, data: value.data };
}

describe('toRouteError', () => {
  it('keeps the status and message of an API error', () => {
    expect(unwrap(toRouteError(new ApiError(403, 'forbidden', 'Not yours')))).toEqual({
      status: 403,
      data: 'Not yours',
    });
  });

  it('lets the page word a status its own way', () => {
    const thrown = toRouteError(new ApiError(404, 'not_found', 'Service not found'), {
      404: 'This place does not exist.',
    });
    expect(unwrap(thrown)).toEqual({ status: 404, data: 'This place does not exist.' });
  });

  it('treats an unreachable server (status 0) as 503', () => {
    expect(unwrap(toRouteError(new ApiError(0, 'network', 'offline'))).status).toBe(503);
  });

  it('passes other errors through untouched', () => {
    const error = new Error('boom');
    expect(toRouteError(error)).toBe(error);
    expect(isRouteErrorResponse(error)).toBe(false);
  });
});

describe('orRouteError', () => {
  it("resolves to the call's answer", async () => {
    await expect(orRouteError(Promise.resolve(['a']))).resolves.toEqual(['a']);
  });

  it('rejects with the route error for an API failure, worded by the page', async () => {
    const failing = Promise.reject(new ApiError(404, 'not_found', 'Service not found'));
    const thrown: unknown = await orRouteError(failing, { 404: 'No such place.' }).catch(
      (error: unknown) => error,
    );
    expect(unwrap(thrown)).toEqual({ status: 404, data: 'No such place.' });
  });
});
