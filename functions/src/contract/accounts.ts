/* The account calls (accounts/schema.ts): the profile form, the export, the deletion. */
export { DISPLAY_NAME_MAX } from '../accounts/limits';
export { PHOTO_URL_MAX } from '../authors/photo-url';
export type {
  AccountExport,
  DeleteAccountResult,
  ProfileRequest,
  ProfileResult,
} from '../accounts/schema';
