import { fakeApiClient } from './fake-api';

/**
 * Use as `vi.mock('@/lib/api-client', mockApiClient)`: the real module with
 * its `apiClient` swapped for the fake, so feature API calls stay under test.
 */
export async function mockApiClient(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as Record<string, unknown>;
  return { ...actual, apiClient: fakeApiClient };
}
