/**
 * Cloud Storage's errors. The JSON API answers `{ error: { code, message, errors: [...] } }`, the
 * XML API (the public URL form) `<Error><Code>…</Code><Message>…</Message></Error>`; each error
 * carries both, and the route that raised it picks the one its API speaks.
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly xml: { code: string; message: string } = { code: reason, message },
    readonly location?: { locationType: string; location: string },
    /** Headers the answer carries besides the body (a 416's Content-Range). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  json(): { error: { code: number; message: string; errors: Record<string, string>[] } } {
    const detail = { message: this.message, domain: 'global', reason: this.reason };
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [this.location ? { ...detail, ...this.location } : detail],
      },
    };
  }

  xmlBody(): string {
    const text = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return (
      "<?xml version='1.0' encoding='UTF-8'?><Error>" +
      `<Code>${text(this.xml.code)}</Code><Message>${text(this.xml.message)}</Message>` +
      `<Details>${text(this.message)}</Details></Error>`
    );
  }
}

export const noSuchObject = (bucket: string, name: string) =>
  new StorageError(404, 'notFound', `No such object: ${bucket}/${name}`, {
    code: 'NoSuchKey',
    message: 'The specified key does not exist.',
  });

export const noSuchBucket = (bucket: string) =>
  new StorageError(404, 'notFound', `The specified bucket does not exist: ${bucket}`, {
    code: 'NoSuchBucket',
    message: 'The specified bucket does not exist.',
  });

export const noSuchUpload = () =>
  new StorageError(404, 'notFound', 'No such upload session (finished, failed or cancelled).');

export const preconditionFailed = () =>
  new StorageError(
    412,
    'conditionNotMet',
    'At least one of the pre-conditions you specified did not hold.',
    {
      code: 'PreconditionFailed',
      message: 'At least one of the pre-conditions you specified did not hold.',
    },
    { locationType: 'header', location: 'If-Match' },
  );

export const invalid = (message: string) =>
  new StorageError(400, 'invalid', message, { code: 'InvalidArgument', message });

export const required = (what: string) =>
  new StorageError(400, 'required', `Required parameter: ${what}`, {
    code: 'InvalidArgument',
    message: `Required parameter: ${what}`,
  });

export const rangeNotSatisfiable = (range: string, size: number) =>
  new StorageError(
    416,
    'requestedRangeNotSatisfiable',
    `The requested range cannot be satisfied: ${range}`,
    { code: 'InvalidRange', message: 'The requested range cannot be satisfied.' },
    undefined,
    { 'Content-Range': `bytes */${size}` },
  );

/** What this emulator leaves out on purpose (README.md, "What it refuses"): said, never ignored. */
export const notSupported = (what: string) =>
  new StorageError(
    501,
    'notImplemented',
    `${what} is not supported by the local Cloud Storage emulator (emulators/storage/README.md).`,
    {
      code: 'NotImplemented',
      message: `${what} is not supported by the local Cloud Storage emulator.`,
    },
  );

export const storageFull = (maxBytes: number) =>
  new StorageError(
    507,
    'emulatorFull',
    `The local Cloud Storage emulator holds at most ${maxBytes} bytes (its maxBytes option); ` +
      `this upload would go past that. Delete objects or restart it.`,
  );
