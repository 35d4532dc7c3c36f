import { config } from 'zod/mini';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. Without this, zod probes for eval
 * with `new Function` on its first object parse, and although it catches the refusal, the
 * browser still reports a CSP violation on every page that validates a form. Every module
 * that parses with zod imports this first; the entry does not, so zod stays out of it.
 */
config({ jitless: true });
