/** What the first bytes of an upload say it is; never its name or its Content-Type. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** ISO-BMFF brands of HEIF images coded with HEVC (what phones call HEIC). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Brands any HEIF file may carry; then its compatible brands tell HEIC from AVIF. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.subarray(from, to).toString('latin1');

/** HEIC: an ISO-BMFF `ftyp` box whose major or compatible brands are HEVC-coded HEIF. */
function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const major = ascii(bytes, 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!GENERIC_HEIF_BRANDS.has(major)) return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/** The image type by its magic bytes, or null for anything else. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isHeic(bytes)) return 'heic';
  return null;
}
