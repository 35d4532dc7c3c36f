// An account as the author of what others read: its record (`accounts/{uid}`: the photo it
// shows, whether it is being deleted), read inside other features' transactions. Below both
// reviews and accounts, so that neither needs the other for it.
export { accountClosing, authorInTx, savedPhotoInTx } from './author';
export { isHttpsPhotoUrl, PHOTO_URL_MAX } from './photo-url';
export {
  findAccountState,
  markClosing,
  readAccountState,
  writePhotoInTx,
  type AccountState,
} from './store';
