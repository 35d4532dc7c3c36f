// The accounts feature's public surface for other features (its use cases are its routes' own).
export { authorInTx, savedPhotoInTx } from './author';
export { isHttpsPhotoUrl } from './schema';
