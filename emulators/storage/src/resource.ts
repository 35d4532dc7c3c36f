import { md5Hex } from './hashes.js';
import type { LiveObject } from './store.js';

/** A protobuf varint: the JSON API's ETag packs the generation and metageneration this way. */
function varint(value: bigint): number[] {
  const bytes: number[] = [];
  let v = value;
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (v > 0n);
  return bytes;
}

/** The JSON API's ETag: base64 of fields 1 (generation) and 2 (metageneration), e.g. "CJ…EAE=". */
export const jsonEtag = (o: { generation: bigint; metageneration: bigint }) =>
  Buffer.from([0x08, ...varint(o.generation), 0x10, ...varint(o.metageneration)]).toString(
    'base64',
  );

/** The XML API's ETag of an object written in one piece: its MD5 in hex, quoted. */
export const xmlEtag = (o: LiveObject) => `"${md5Hex(o.blob.hashes.md5Hash)}"`;

const path = (o: LiveObject) => `b/${encodeURIComponent(o.bucket)}/o/${encodeURIComponent(o.name)}`;

/** An object as the JSON API's `storage#object` resource; int64s as strings, as Google sends them. */
export function objectResource(o: LiveObject, origin: string): Record<string, unknown> {
  const optional = {
    cacheControl: o.cacheControl,
    contentDisposition: o.contentDisposition,
    contentEncoding: o.contentEncoding,
    contentLanguage: o.contentLanguage,
    customTime: o.customTime,
    metadata: o.metadata && Object.keys(o.metadata).length > 0 ? o.metadata : undefined,
  };
  return {
    kind: 'storage#object',
    id: `${o.bucket}/${o.name}/${o.generation}`,
    selfLink: `${origin}/storage/v1/${path(o)}`,
    mediaLink: `${origin}/download/storage/v1/${path(o)}?generation=${o.generation}&alt=media`,
    name: o.name,
    bucket: o.bucket,
    generation: String(o.generation),
    metageneration: String(o.metageneration),
    contentType: o.contentType,
    storageClass: 'STANDARD',
    size: String(o.blob.size),
    md5Hash: o.blob.hashes.md5Hash,
    crc32c: o.blob.hashes.crc32c,
    etag: jsonEtag(o),
    timeCreated: o.timeCreated.toISOString(),
    updated: o.updated.toISOString(),
    timeStorageClassUpdated: o.timeCreated.toISOString(),
    timeFinalized: o.timeCreated.toISOString(),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

export function bucketResource(bucket: { name: string; created: Date }, origin: string) {
  return {
    kind: 'storage#bucket',
    id: bucket.name,
    selfLink: `${origin}/storage/v1/b/${encodeURIComponent(bucket.name)}`,
    name: bucket.name,
    location: 'US',
    locationType: 'multi-region',
    storageClass: 'STANDARD',
    metageneration: '1',
    etag: 'CAE=',
    timeCreated: bucket.created.toISOString(),
    updated: bucket.created.toISOString(),
  };
}
