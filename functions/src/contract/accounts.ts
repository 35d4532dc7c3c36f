/* The account calls (accounts/schema.ts): the profile form, the export, the deletion. Types only. */
export type {
  AccountExport,
  DeleteAccountResult,
  ProfileRequest,
  ProfileResult,
} from '../accounts/schema';
