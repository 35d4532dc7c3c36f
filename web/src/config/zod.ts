import { config } from 'zod/mini';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. Without this, zod probes for eval
 * with `new Function` when it makes an object schema, and although it catches the refusal, the
 * browser still reports a CSP violation. Zod decides when a schema is made, not when it parses,
 * so every module that imports schemas imports this first (before them: a place form opened by
 * its address made its schemas before anything else had run this); the public pages do not, so zod
 * stays out of it.
 */
config({ jitless: true });
