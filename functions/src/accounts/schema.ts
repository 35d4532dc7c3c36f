import { z } from 'zod';
import { docIdSchema } from '../lib/ids';
import { isStorableText } from '../lib/text';
import { isHttpsPhotoUrl, PHOTO_URL_MAX } from '../authors';
import { DISPLAY_NAME_MAX } from './limits';
import { filedReportSchema, reviewListItemSchema } from '../reviews';

const PHOTO_MESSAGE = 'Photo URL must be an https:// address (or empty for none)';

/**
 * PUT /account/profile (an addition to the contract: the site's /account form). `photoURL` is an
 * https address or "" (no photo); `displayName`, when sent, is the new name ("" removes it).
 */
export const profileBodySchema = z.strictObject({
  displayName: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(DISPLAY_NAME_MAX, `Name must be at most ${DISPLAY_NAME_MAX} characters`)
    .refine(isStorableText, 'Name contains characters that cannot be stored')
    .optional(),
  photoURL: z
    .string({ error: PHOTO_MESSAGE })
    .trim()
    .max(
      PHOTO_URL_MAX,
      `Photo URL must be at most ${PHOTO_URL_MAX.toLocaleString('en')} characters`,
    )
    .refine((s) => s === '' || isHttpsPhotoUrl(s), PHOTO_MESSAGE),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;
/** What a client sends to PUT /account/profile. */
export type ProfileRequest = z.input<typeof profileBodySchema>;

/** 200 from PUT /account/profile: the profile as it now stands. */
export const profileResultSchema = z.object({
  acknowledged: z.literal(true),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** How many of the account's reviews now show the new photo. */
  updatedReviews: z.number().int().nonnegative(),
});
export type ProfileResult = z.infer<typeof profileResultSchema>;

/** The account as Firebase Auth keeps it. Times are ISO strings. */
export const accountSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** 200 from GET /account/export: everything the account wrote, as one JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: accountSchema,
  /** Every review of the account, hidden ones too, as GET /reviews gives them to their author. */
  reviews: z.array(reviewListItemSchema),
  /** The reports it filed, newest first. */
  reports: z.array(filedReportSchema),
  /** The reviews it found helpful (ids). */
  helpful: z.array(docIdSchema),
  /** The places it saved (service ids), the most recently saved first. */
  saved: z.array(docIdSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** 200 from DELETE /account: what this call removed (a call that finishes an earlier one counts the rest). */
export const deleteAccountResultSchema = z.object({
  acknowledged: z.literal(true),
  deletedReviews: z.number().int().nonnegative(),
  deletedReports: z.number().int().nonnegative(),
});
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;
