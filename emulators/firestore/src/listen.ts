import type { Database } from './database.js';
import type { Doc } from './documents.js';
import { documentToObject, timestampToProto } from './proto.js';
import type { Query } from './query.js';

/** What a watch target follows: a query, or a list of documents. */
export type WatchSpec = { query: Query } | { documents: string[] };

interface Target {
  id: number;
  spec: WatchSpec;
  /** What the client has been sent: name → update time. */
  sent: Map<string, bigint>;
}

/** ListenResponse in the plain-object form `ListenResponse.fromObject` takes. */
export type ListenMessage = Record<string, unknown>;

const TARGET_CHANGE = { NO_CHANGE: 0, ADD: 1, REMOVE: 2, CURRENT: 3, RESET: 4 } as const;

function resumeToken(time: bigint): Uint8Array {
  const token = Buffer.alloc(8);
  token.writeBigUInt64BE(time);
  return token;
}

/**
 * One Listen stream (real-time listeners). Each target is answered with its
 * current documents, marked CURRENT, and then with the changes of every commit
 * that affects it: changed documents, deletes, and documents that no longer match;
 * each batch ends with a global NO_CHANGE at the commit time, which is when the
 * client raises a snapshot.
 */
export class WatchStream {
  private readonly targets = new Map<number, Target>();
  private readonly stopListening: () => void;

  constructor(
    private readonly db: Database,
    private readonly send: (message: ListenMessage) => void,
  ) {
    this.stopListening = db.onCommit((changed, time) => this.onCommit(changed, time));
  }

  addTarget(id: number, spec: WatchSpec, resuming: boolean): void {
    const target: Target = { id, spec, sent: new Map() };
    this.targets.set(id, target);
    this.targetChange(TARGET_CHANGE.ADD, [id]);
    // A resumed target starts over: the client drops what it had and takes what follows.
    if (resuming) this.targetChange(TARGET_CHANGE.RESET, [id]);
    const readTime = this.db.store.readTime();
    for (const doc of this.results(target)) {
      this.send({ document_change: { document: documentToObject(doc), target_ids: [id] } });
      target.sent.set(doc.name, doc.updateTime);
    }
    this.targetChange(TARGET_CHANGE.CURRENT, [id], readTime);
    this.targetChange(TARGET_CHANGE.NO_CHANGE, [], readTime);
  }

  removeTarget(id: number): void {
    if (this.targets.delete(id)) this.targetChange(TARGET_CHANGE.REMOVE, [id]);
  }

  close(): void {
    this.stopListening();
    this.targets.clear();
  }

  private results(target: Target): Doc[] {
    const { spec } = target;
    if ('query' in spec) return this.db.queries.run(spec.query);
    return spec.documents.flatMap((name) => this.db.store.get(name) ?? []);
  }

  private onCommit(changed: ReadonlySet<string>, time: bigint): void {
    let any = false;
    for (const target of this.targets.values()) {
      const { spec } = target;
      if ('documents' in spec && !spec.documents.some((n) => changed.has(n))) continue;
      const now = new Map(this.results(target).map((d) => [d.name, d]));
      for (const name of [...target.sent.keys()]) {
        if (now.has(name)) continue;
        const gone = this.db.store.get(name) === null;
        const change = {
          document: name,
          removed_target_ids: [target.id],
          read_time: timestampToProto(time),
        };
        this.send(gone ? { document_delete: change } : { document_remove: change });
        target.sent.delete(name);
        any = true;
      }
      for (const doc of now.values()) {
        if (target.sent.get(doc.name) === doc.updateTime) continue;
        this.send({
          document_change: { document: documentToObject(doc), target_ids: [target.id] },
        });
        target.sent.set(doc.name, doc.updateTime);
        any = true;
      }
    }
    if (any) this.targetChange(TARGET_CHANGE.NO_CHANGE, [], time);
  }

  private targetChange(type: number, targetIds: number[], time?: bigint): void {
    const change: Record<string, unknown> = { target_change_type: type, target_ids: targetIds };
    if (time !== undefined) {
      change.read_time = timestampToProto(time);
      change.resume_token = resumeToken(time);
    }
    this.send({ target_change: change });
  }
}
