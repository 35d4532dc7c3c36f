import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { BlobWriter } from './blob.js';
import { noSuchUpload } from './errors.js';
import type { ExpectedHashes } from './hashes.js';
import type { ObjectFields } from './object-fields.js';
import type { Preconditions } from './preconditions.js';

/** A resumable upload under way: what it will store, and the bytes received so far. */
export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  fields: ObjectFields;
  preconditions: Preconditions;
  /** Hashes the client gave in the metadata, checked when the upload completes. */
  expected: ExpectedHashes;
  writer: BlobWriter;
  /** The request putting bytes now, if any: a newer one for the same session replaces it. */
  active?: { req: IncomingMessage; done: Promise<void> } | undefined;
}

/** Completed sessions remembered, so a client that lost the final answer can ask again. */
const FINISHED_KEPT = 1000;

/** The open resumable uploads, and the answers of the last ones completed. */
export class UploadSessions {
  readonly #open = new Map<string, UploadSession>();
  readonly #finished = new Map<string, Record<string, unknown>>();

  open(session: Omit<UploadSession, 'id'>): UploadSession {
    const opened = { ...session, id: randomBytes(24).toString('base64url') };
    this.#open.set(opened.id, opened);
    return opened;
  }

  get(id: string): UploadSession | { finished: Record<string, unknown> } {
    const finished = this.#finished.get(id);
    if (finished) return { finished };
    const session = this.#open.get(id);
    if (!session) throw noSuchUpload();
    return session;
  }

  /** The upload completed: its object's resource answers any later request for the session. */
  finish(session: UploadSession, resource: Record<string, unknown>): void {
    this.#open.delete(session.id);
    this.#finished.set(session.id, resource);
    if (this.#finished.size > FINISHED_KEPT) {
      this.#finished.delete(this.#finished.keys().next().value!);
    }
  }

  /** The upload failed or was cancelled: its bytes go, and the session with them. */
  drop(session: UploadSession): void {
    this.#open.delete(session.id);
    session.writer.discard();
  }

  get openCount(): number {
    return this.#open.size;
  }
}
