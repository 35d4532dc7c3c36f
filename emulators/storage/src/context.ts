import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UploadSessions } from './upload-sessions.js';
import type { ObjectStore } from './store.js';

/** One request, and what it may act on. */
export interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  store: ObjectStore;
  sessions: UploadSessions;
  /** Where the client reached the emulator: links and session URIs point back there. */
  origin: string;
}
