/** gRPC status codes the emulator answers with (https://grpc.github.io/grpc/core/md_doc_statuscodes.html). */
export const STATUS = {
  OK: 0,
  CANCELLED: 1,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
} as const;

export type StatusName = keyof typeof STATUS;

/** An error the emulator reports to its client as a gRPC status, as Firestore would. */
export class FirestoreError extends Error {
  readonly code: number;

  constructor(
    readonly status: StatusName,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreError';
    this.code = STATUS[status];
  }
}

/** A gRPC error for any thrown value: ours keep their status; anything else is INTERNAL. */
export function toGrpcError(err: unknown): { code: number; details: string; message: string } {
  if (err instanceof FirestoreError) {
    return { code: err.code, details: err.message, message: err.message };
  }
  const message = `Firestore emulator internal error: ${err instanceof Error ? err.message : String(err)}`;
  return { code: STATUS.INTERNAL, details: message, message };
}
