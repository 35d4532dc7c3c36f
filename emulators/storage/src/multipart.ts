import StreamSearch from 'streamsearch';
import { invalid } from './errors.js';

export interface MultipartParts {
  /** The first part: the object's JSON metadata. */
  metadata: string;
  /** The second part's Content-Type: the media's. */
  mediaType: string | undefined;
}

const HEAD_CAP = 16 * 1024;
const METADATA_CAP = 1024 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');

type State = 'preamble' | 'head' | 'body' | 'epilogue';

/**
 * Reads a multipart/related upload (RFC 2387) as the JSON API takes it: exactly two parts, the
 * metadata then the media. The media is handed to `media` as it arrives, never held whole; the
 * boundary search (streamsearch, Boyer-Moore-Horspool) sees across chunk edges.
 */
export async function readMultipartRelated(
  body: AsyncIterable<Buffer>,
  boundary: string,
  media: (bytes: Buffer) => void,
): Promise<MultipartParts> {
  let state = 'preamble' as State;
  let part = 0;
  let head = Buffer.alloc(0);
  const metadata: Buffer[] = [];
  let metadataSize = 0;
  let mediaType: string | undefined;

  const onBody = (bytes: Buffer) => {
    if (part === 1) {
      metadataSize += bytes.length;
      if (metadataSize > METADATA_CAP) throw invalid('The upload metadata is over 1 MiB.');
      metadata.push(Buffer.from(bytes));
    } else {
      media(bytes);
    }
  };

  const onBytes = (bytes: Buffer) => {
    if (state === 'preamble' || state === 'epilogue') return;
    if (state === 'body') return onBody(bytes);
    head = Buffer.concat([head, bytes]);
    if (head.length >= 2 && head[0] === 0x2d && head[1] === 0x2d) {
      state = 'epilogue';
      return;
    }
    const end = head.indexOf(HEAD_END);
    if (end < 0) {
      if (head.length > HEAD_CAP) throw invalid('A multipart part has headers over 16 KiB.');
      return;
    }
    part++;
    if (part > 2)
      throw invalid('A multipart upload has exactly two parts: the metadata and the media.');
    const type = /^content-type:\s*(.+)$/im.exec(head.subarray(0, end).toString('latin1'));
    if (part === 2) mediaType = type?.[1]?.trim();
    const rest = head.subarray(end + HEAD_END.length);
    head = Buffer.alloc(0);
    state = 'body';
    if (rest.length > 0) onBody(rest);
  };

  const onDelimiter = () => {
    if (state === 'head') throw invalid('A multipart part ends inside its headers.');
    if (state === 'epilogue') return;
    // A part's headers follow, or "--": the close delimiter.
    state = 'head';
  };

  const search = new StreamSearch(Buffer.from(`\r\n--${boundary}`), (isMatch, data, start, end) => {
    if (data && end > start) onBytes(data.subarray(start, end));
    if (isMatch) onDelimiter();
  });
  // The first delimiter may open the body: a CRLF before it lets one needle find them all.
  search.push(Buffer.from('\r\n'));
  for await (const chunk of body) search.push(chunk);
  search.destroy();
  if (state !== 'epilogue' || part !== 2)
    throw invalid('A multipart upload has exactly two parts and ends with its close delimiter.');
  return { metadata: Buffer.concat(metadata).toString('utf8'), mediaType };
}

/** The boundary of a `multipart/related; boundary=…` Content-Type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/related\s*(;|$)/i.test(contentType)) return undefined;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}
