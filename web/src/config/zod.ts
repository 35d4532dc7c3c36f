import { config } from 'zod/mini';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. Without this, zod probes for eval
 * with `new Function` on its first object parse, and although it catches the refusal, the
 * browser still reports a CSP violation on every page that validates a form.
 */
config({ jitless: true });
