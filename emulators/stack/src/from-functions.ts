/*
 * The API's modules live in functions/, a CommonJS package. Imported when first needed,
 * and read from the namespace or its default export: every runner of the workspace's tools
 * (tsx, vitest, Playwright's loader) can load it one way or the other.
 */
export async function fromFunctions<T>(load: () => Promise<unknown>): Promise<T> {
  const module = (await load()) as { default?: unknown };
  return (module.default && typeof module.default === 'object' ? module.default : module) as T;
}
