/**
 * The places a word is found in, and where: parallel typed arrays (an ordinal and a bit per
 * field for each place), four or five bytes an entry where a Map entry costs about forty. Entries
 * are appended in increasing ordinal order.
 */
export class Postings {
  ords = new Uint32Array(2);
  fields = new Uint8Array(2);
  length = 0;

  add(ord: number, fields: number): void {
    if (this.length === this.ords.length) {
      const ords = new Uint32Array(this.length * 2);
      ords.set(this.ords);
      this.ords = ords;
      const bits = new Uint8Array(this.length * 2);
      bits.set(this.fields);
      this.fields = bits;
    }
    this.ords[this.length] = ord;
    this.fields[this.length] = fields;
    this.length += 1;
  }

  /** Keeps the entries whose place `live` accepts, in a buffer of their size. */
  compact(live: (ord: number) => boolean): void {
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      if (!live(this.ords[i]!)) continue;
      this.ords[kept] = this.ords[i]!;
      this.fields[kept] = this.fields[i]!;
      kept += 1;
    }
    this.ords = this.ords.slice(0, Math.max(kept, 1));
    this.fields = this.fields.slice(0, Math.max(kept, 1));
    this.length = kept;
  }
}
