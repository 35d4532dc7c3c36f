import { z } from 'zod';
import { invalid, notSupported } from './errors.js';
import { MAX_RESULTS } from './listing.js';

const int64 = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a non-negative int64')
  .transform((s) => BigInt(s));

/**
 * The query parameters this emulator acts on. Others that change nothing here (`userProject`,
 * `projection`, `prettyPrint`, the client's own bookkeeping) are let through; those whose meaning
 * it does not implement are refused (REFUSED), never ignored.
 */
const querySchema = z.object({
  alt: z.enum(['json', 'media']).default('json'),
  uploadType: z.enum(['media', 'multipart', 'resumable']).optional(),
  name: z.string().optional(),
  upload_id: z.string().optional(),
  generation: int64.optional(),
  ifGenerationMatch: int64.optional(),
  ifGenerationNotMatch: int64.optional(),
  ifMetagenerationMatch: int64.optional(),
  ifMetagenerationNotMatch: int64.optional(),
  prefix: z.string().default(''),
  delimiter: z.string().min(1).optional(),
  maxResults: z
    .string()
    .regex(/^\d+$/, 'must be a positive integer')
    .transform(Number)
    .refine((n) => n >= 1, 'must be at least 1')
    .transform((n) => Math.min(n, MAX_RESULTS))
    .default(MAX_RESULTS),
  pageToken: z.string().min(1).optional(),
  startOffset: z.string().optional(),
  endOffset: z.string().optional(),
  // There are no ACLs here: every object is readable (README.md); the canned ACLs are taken as said.
  predefinedAcl: z
    .enum([
      'authenticatedRead',
      'bucketOwnerFullControl',
      'bucketOwnerRead',
      'private',
      'projectPrivate',
      'publicRead',
    ])
    .optional(),
});

export type Query = z.infer<typeof querySchema>;

/** Parameters that would change an answer in ways this emulator does not do (value: when). */
const REFUSED: Record<string, (value: string) => boolean> = {
  fields: () => true,
  kmsKeyName: () => true,
  contentEncoding: () => true,
  matchGlob: () => true,
  versions: (v) => v === 'true',
  softDeleted: (v) => v === 'true',
  includeTrailingDelimiter: (v) => v === 'true',
  includeFoldersAsPrefixes: (v) => v === 'true',
  destinationPredefinedAcl: () => true,
  destinationKmsKeyName: () => true,
};

export function parseQuery(search: string): Query {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (REFUSED[key]?.(value)) throw notSupported(`The query parameter ${key}=${value}`);
    if (key in querySchema.shape) {
      if (key in raw) throw invalid(`The query parameter ${key} is given more than once.`);
      raw[key] = value;
    }
  }
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`Invalid value for ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** The preconditions of a request, from its query. */
export const preconditionsOf = (q: Query) => ({
  ifGenerationMatch: q.ifGenerationMatch,
  ifGenerationNotMatch: q.ifGenerationNotMatch,
  ifMetagenerationMatch: q.ifMetagenerationMatch,
  ifMetagenerationNotMatch: q.ifMetagenerationNotMatch,
});
