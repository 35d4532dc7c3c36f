import { z } from 'zod';
import { adminPageQueryShape } from '../http/next-page';
import { docIdSchema } from '../lib/ids';

/**
 * What the audit trail records: every moderation decision (an admin's removal of a review's photo
 * too), every answer an admin writes or removes in a place's name, and every change to a place
 * (its owners too).
 */
export const AUDIT_ACTIONS = [
  'review.hide',
  'review.restore',
  'review.dismiss',
  'review.answer',
  'review.unanswer',
  'review.photo.remove',
  'place.add',
  'place.edit',
  'place.retire',
  'place.owners',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A summary is a line for people, cut to this many characters. */
export const AUDIT_SUMMARY_MAX = 300;

/** One decision: who made it, what it did to which review or place, and when. */
export const auditEntrySchema = z.object({
  _id: docIdSchema,
  /** ISO time of the change. */
  at: z.string(),
  /** The admin who made it (`email` is empty once that admin's account is deleted). */
  actor: z.object({ uid: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ kind: z.enum(['review', 'place']), id: docIdSchema }),
  /**
   * What changed, in a line ("Edited "Kyoto, Japan": price, description"); an account deleted
   * since reads "a deleted account" there.
   */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit query: newest first, `limit` 1-100 (default 50) and the Link header's cursor. */
export const auditQuerySchema = z.strictObject(adminPageQueryShape);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
