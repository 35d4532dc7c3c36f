import { Metadata } from '@grpc/grpc-js';
import type {
  ServerDuplexStream,
  ServerUnaryCall,
  ServerWritableStream,
  UntypedServiceImplementation,
  sendUnaryData,
} from '@grpc/grpc-js';
import type * as Fs from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type * as Common from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import { type Aggregation, aggregate } from './aggregate.js';
import type { Database, ReadSelector } from './database.js';
import { type BeginOptions, transactionKey } from './transactions.js';
import type { Doc } from './documents.js';
import { FirestoreError, STATUS, toGrpcError } from './errors.js';
import { parseFieldPath } from './field-paths.js';
import { WatchStream } from './listen.js';
import {
  documentToObject,
  fieldsToObject,
  pb,
  queryFromProto,
  timestampFromProto,
  timestampToProto,
  type Serializable,
  valueToObject,
  withDocument,
  writeFromProto,
} from './proto.js';
import type { WriteOutcome } from './writes.js';

const { firestore: F } = pb;
/** Field numbers of the document in google/firestore/v1/firestore.proto's responses. */
const RUN_QUERY_DOCUMENT = 1;
const BATCH_GET_FOUND = 1;

type Selectable = {
  consistency_selector: string;
  transaction: Uint8Array;
  read_time: { seconds: number | string; nanos: number } & object;
  new_transaction?: Common.TransactionOptions;
};

function transactionOptions(options: Common.TransactionOptions | undefined): BeginOptions {
  if (options?.mode === 'read_only') {
    const ro = options.read_only;
    return ro.has_read_time
      ? { readOnly: true, readTime: timestampFromProto(ro.read_time) }
      : { readOnly: true };
  }
  // The attempt a retry follows: the retry keeps its age, so contention cannot starve it.
  const retry = options?.mode === 'read_write' ? options.read_write.retry_transaction : undefined;
  return retry && retry.length > 0
    ? { readOnly: false, retryOf: transactionKey(retry) }
    : { readOnly: false };
}

function selectorOf(request: Selectable): ReadSelector {
  switch (request.consistency_selector) {
    case 'transaction':
      return { transaction: request.transaction };
    case 'new_transaction':
      return { newTransaction: transactionOptions(request.new_transaction) };
    case 'read_time':
      return { readTime: timestampFromProto(request.read_time as never) };
    default:
      return {};
  }
}

function writeResult(outcome: WriteOutcome | undefined): Record<string, unknown> {
  if (!outcome) return {};
  const result: Record<string, unknown> = {
    transform_results: outcome.transformResults.map(valueToObject),
  };
  if (outcome.updateTime !== undefined) result.update_time = timestampToProto(outcome.updateTime);
  return result;
}

function aggregationsOf(query: Fs.RunAggregationQueryRequest): Aggregation[] {
  return query.structured_aggregation_query.aggregations.map((a): Aggregation => {
    switch (a.operator) {
      case 'count':
        return a.count.has_up_to
          ? { alias: a.alias, op: 'count', upTo: BigInt(a.count.up_to.value) }
          : { alias: a.alias, op: 'count' };
      case 'sum':
        return { alias: a.alias, op: 'sum', path: parseFieldPath(a.sum.field.field_path) };
      case 'avg':
        return { alias: a.alias, op: 'avg', path: parseFieldPath(a.avg.field.field_path) };
      default:
        throw new FirestoreError('INVALID_ARGUMENT', 'An aggregation must have an operator');
    }
  });
}

/** Aborts when the client cancels the call (or its deadline passes), so a wait for a lock ends. */
function cancellation(call: {
  on(event: 'cancelled', listener: () => void): unknown;
}): AbortSignal {
  const controller = new AbortController();
  call.on('cancelled', () => controller.abort());
  return controller.signal;
}

/**
 * Runs a unary handler, turning what it throws into the call's gRPC status. A
 * handler runs at once, in the order calls arrive; only a wait for a lock defers
 * its answer.
 */
function unary<Req, Res>(
  handler: (request: Req, signal: AbortSignal) => Res | Promise<Res>,
): (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>) => void {
  return (call, callback) => {
    let response: Res | Promise<Res>;
    try {
      response = handler(call.request, cancellation(call));
    } catch (err) {
      callback(toGrpcError(err), null);
      return;
    }
    Promise.resolve(response).then(
      (value) => callback(null, value),
      (err: unknown) => callback(toGrpcError(err), null),
    );
  };
}

/** Runs a streaming handler: its messages are sent, then the stream ends (or fails with the status). */
function streaming<Req, Res>(
  handler: (request: Req, signal: AbortSignal) => Res[] | Promise<Res[]>,
): (call: ServerWritableStream<Req, Res>) => void {
  return (call) => {
    // Headers first, then the status in trailers, as Google's front end answers. A bare
    // "trailers-only" error looks to the client's stream retry like no response at all,
    // and it retries it twice, 2 s and 4 s apart, before the caller sees the error.
    const fail = (err: unknown) => {
      call.sendMetadata(new Metadata());
      call.emit('error', toGrpcError(err));
    };
    const send = (responses: Res[]) => {
      for (const response of responses) call.write(response);
      call.end();
    };
    let responses: Res[] | Promise<Res[]>;
    try {
      responses = handler(call.request, cancellation(call));
    } catch (err) {
      fail(err);
      return;
    }
    if (Array.isArray(responses)) send(responses);
    else responses.then(send, fail);
  };
}

function unimplemented(method: string) {
  return (_call: unknown, callback?: sendUnaryData<unknown>) => {
    const err = {
      code: STATUS.UNIMPLEMENTED,
      details: `${method} is not supported by this emulator`,
    };
    if (callback) callback(err, null);
    else (_call as { emit(e: string, v: unknown): void }).emit('error', err);
  };
}

/** Paginates a sorted list with opaque page tokens (the next offset). */
function page<T>(items: T[], size: number, token: string): { items: T[]; next: string } {
  const start = token ? Number.parseInt(token, 10) || 0 : 0;
  const end = size > 0 ? start + size : items.length;
  return { items: items.slice(start, end), next: end < items.length ? String(end) : '' };
}

/** The Firestore v1 gRPC service over one emulated database. */
export function firestoreService(db: Database): UntypedServiceImplementation {
  const readTimeOf = (context: { readTime: bigint }) => timestampToProto(context.readTime);

  return {
    BatchGetDocuments: streaming(async (request: Fs.BatchGetDocumentsRequest, signal) => {
      const mask = request.has_mask ? request.mask.field_paths.map(parseFieldPath) : undefined;
      const { context, found } = await db.getDocuments(
        request.documents,
        selectorOf(request as never),
        mask,
        signal,
      );
      const readTime = readTimeOf(context);
      const out: Serializable[] = found.map(({ name, doc }) =>
        doc
          ? withDocument(
              F.BatchGetDocumentsResponse.fromObject({ read_time: readTime }),
              BATCH_GET_FOUND,
              doc,
            )
          : F.BatchGetDocumentsResponse.fromObject({ missing: name, read_time: readTime }),
      );
      if (context.newTransactionId) {
        out.unshift(
          F.BatchGetDocumentsResponse.fromObject({ transaction: context.newTransactionId }),
        );
      }
      return out;
    }),

    RunQuery: streaming(async (request: Fs.RunQueryRequest, signal) => {
      if (request.has_explain_options) {
        throw new FirestoreError(
          'UNIMPLEMENTED',
          'Query explain is not supported by this emulator',
        );
      }
      const query = queryFromProto(request.parent, request.structured_query);
      const { context, docs } = await db.runQuery(query, selectorOf(request as never), signal);
      const readTime = readTimeOf(context);
      const transaction = context.newTransactionId;
      const messages: Record<string, unknown>[] = docs.map(() => ({ read_time: readTime }));
      if (messages.length === 0) messages.push({ read_time: readTime });
      if (transaction) (messages[0] as Record<string, unknown>).transaction = transaction;
      (messages[messages.length - 1] as Record<string, unknown>).done = true;
      return messages.map((m, i): Serializable => {
        const rest = F.RunQueryResponse.fromObject(m as never);
        const doc: Doc | undefined = docs[i];
        return doc ? withDocument(rest, RUN_QUERY_DOCUMENT, doc) : rest;
      });
    }),

    RunAggregationQuery: streaming(async (request: Fs.RunAggregationQueryRequest, signal) => {
      if (request.has_explain_options) {
        throw new FirestoreError(
          'UNIMPLEMENTED',
          'Query explain is not supported by this emulator',
        );
      }
      const query = queryFromProto(
        request.parent,
        request.structured_aggregation_query.structured_query,
      );
      const aggregations = aggregationsOf(request);
      const { context, docs } = await db.runQuery(query, selectorOf(request as never), signal);
      const message: Record<string, unknown> = {
        result: { aggregate_fields: fieldsToObject(aggregate(docs, aggregations)) },
        read_time: readTimeOf(context),
      };
      if (context.newTransactionId) message.transaction = context.newTransactionId;
      return [F.RunAggregationQueryResponse.fromObject(message as never)];
    }),

    BeginTransaction: unary((request: Fs.BeginTransactionRequest) =>
      F.BeginTransactionResponse.fromObject({
        transaction: db.beginTransaction(
          transactionOptions(request.has_options ? request.options : undefined),
        ),
      }),
    ),

    Commit: unary(async (request: Fs.CommitRequest, signal) => {
      const { commitTime, results } = await db.commit(
        request.writes.map(writeFromProto),
        request.transaction,
        signal,
      );
      return F.CommitResponse.fromObject({
        commit_time: timestampToProto(commitTime),
        write_results: results.map(writeResult),
      } as never);
    }),

    Rollback: unary((request: Fs.RollbackRequest) => {
      db.rollback(request.transaction);
      return pb.empty.Empty.fromObject({});
    }),

    BatchWrite: unary(async (request: Fs.BatchWriteRequest, signal) => {
      const results = await db.batchWrite(request.writes.map(writeFromProto), signal);
      return F.BatchWriteResponse.fromObject({
        write_results: results.map((r) => writeResult(r.outcome)),
        status: results.map((r) =>
          r.error ? { code: r.error.code, message: r.error.message } : { code: STATUS.OK },
        ),
      } as never);
    }),

    ListDocuments: unary(async (request: Fs.ListDocumentsRequest, signal) => {
      const collection = `${request.parent}/${request.collection_id}`;
      const selector = selectorOf(request as never);
      const names = db.store
        .listNames(
          collection,
          request.show_missing,
          'readTime' in selector ? selector.readTime : undefined,
        )
        .sort();
      const { items, next } = page(names, request.page_size, request.page_token);
      const mask = request.has_mask ? request.mask.field_paths.map(parseFieldPath) : undefined;
      const { found } = await db.getDocuments(items, selector, mask, signal);
      return F.ListDocumentsResponse.fromObject({
        documents: found.map(({ name, doc }) => (doc ? documentToObject(doc) : { name })),
        next_page_token: next,
      } as never);
    }),

    ListCollectionIds: unary((request: Fs.ListCollectionIdsRequest) => {
      const ids = db.store.collectionIds(request.parent).sort();
      const { items, next } = page(ids, request.page_size, request.page_token);
      return F.ListCollectionIdsResponse.fromObject({
        collection_ids: items,
        next_page_token: next,
      });
    }),

    // A valid answer for any partition count: one partition, the whole query.
    PartitionQuery: unary(() => F.PartitionQueryResponse.fromObject({ partitions: [] })),

    Listen: (call: ServerDuplexStream<Fs.ListenRequest, Fs.ListenResponse>) => {
      const stream = new WatchStream(db, (message) => {
        call.write(F.ListenResponse.fromObject(message as never));
      });
      call.on('data', (request: Fs.ListenRequest) => {
        try {
          if (request.has_remove_target) {
            stream.removeTarget(request.remove_target);
            return;
          }
          if (!request.has_add_target) return;
          const target = request.add_target;
          const spec = target.has_query
            ? { query: queryFromProto(target.query.parent, target.query.structured_query) }
            : { documents: [...target.documents.documents] };
          stream.addTarget(target.target_id, spec, target.resume_token.length > 0);
        } catch (err) {
          stream.close();
          call.emit('error', toGrpcError(err));
        }
      });
      const end = () => {
        stream.close();
        call.end();
      };
      call.on('end', end);
      call.on('cancelled', () => stream.close());
      call.on('error', () => stream.close());
    },

    GetDocument: unimplemented('GetDocument'),
    UpdateDocument: unimplemented('UpdateDocument'),
    DeleteDocument: unimplemented('DeleteDocument'),
    CreateDocument: unimplemented('CreateDocument'),
    Write: unimplemented('Write'),
  };
}
