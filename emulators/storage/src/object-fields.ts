/** The metadata a client writes on an object (at upload, or with a patch). */
export interface ObjectFields {
  contentType: string;
  cacheControl?: string | undefined;
  contentDisposition?: string | undefined;
  contentEncoding?: string | undefined;
  contentLanguage?: string | undefined;
  customTime?: string | undefined;
  /** Custom metadata: `x-goog-meta-*` on the XML API. */
  metadata?: Record<string, string> | undefined;
}

/** A live object: its fields, its bytes and Cloud Storage's bookkeeping. */
export interface StoredObject extends ObjectFields {
  bucket: string;
  name: string;
  /** Microseconds since the epoch when written, as Cloud Storage's are; unique in the emulator. */
  generation: bigint;
  /** 1 when written, one more at each metadata change. */
  metageneration: bigint;
  timeCreated: Date;
  updated: Date;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
