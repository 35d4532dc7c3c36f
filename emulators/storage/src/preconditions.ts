import { preconditionFailed } from './errors.js';

/** The JSON API's generation and metageneration preconditions (query parameters), as int64s. */
export interface Preconditions {
  ifGenerationMatch?: bigint | undefined;
  ifGenerationNotMatch?: bigint | undefined;
  ifMetagenerationMatch?: bigint | undefined;
  ifMetagenerationNotMatch?: bigint | undefined;
}

interface Versioned {
  generation: bigint;
  metageneration: bigint;
}

/**
 * Whether the live object (undefined: there is none) meets the preconditions. A generation of 0
 * stands for "no live object": `ifGenerationMatch=0` is "only if absent".
 */
function failed(p: Preconditions, live: Versioned | undefined): 'match' | 'notMatch' | undefined {
  const generation = live?.generation ?? 0n;
  if (p.ifGenerationMatch !== undefined && p.ifGenerationMatch !== generation) return 'match';
  if (p.ifMetagenerationMatch !== undefined && p.ifMetagenerationMatch !== live?.metageneration)
    return 'match';
  if (p.ifGenerationNotMatch !== undefined && p.ifGenerationNotMatch === generation)
    return 'notMatch';
  if (
    p.ifMetagenerationNotMatch !== undefined &&
    p.ifMetagenerationNotMatch === live?.metageneration
  )
    return 'notMatch';
  return undefined;
}

/** Before a write (upload, patch, delete): any unmet precondition is a 412. */
export function checkWrite(p: Preconditions, live: Versioned | undefined): void {
  if (failed(p, live)) throw preconditionFailed();
}

/** Before a read: an unmet "match" is a 412, an unmet "not match" a 304 (the caller's copy holds). */
export function checkRead(p: Preconditions, live: Versioned): 'read' | 'notModified' {
  const why = failed(p, live);
  if (why === 'match') throw preconditionFailed();
  return why === 'notMatch' ? 'notModified' : 'read';
}
