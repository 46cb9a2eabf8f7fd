/**
 * Compact storage of the search indexes: unsigned varints in a growing byte buffer, and base64 so the
 * bytes fit in JSON. Pure (no Buffer), so core stays free of Node; fast enough for tens of megabytes.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Uint8Array(128).fill(255);
const ENCODE = new Uint8Array(64);
for (let i = 0; i < ALPHABET.length; i++) {
  DECODE[ALPHABET.charCodeAt(i)] = i;
  ENCODE[i] = ALPHABET.charCodeAt(i);
}

export class ByteWriter {
  private bytes = new Uint8Array(1024);
  length = 0;

  private ensure(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** An unsigned integer below 2^32, 7 bits a byte, low bits first. */
  varint(value: number): void {
    this.ensure(5);
    let v = value >>> 0;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.bytes[this.length++] = v;
  }

  raw(bytes: Uint8Array): void {
    this.ensure(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

export class ByteReader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  varint(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (this.offset >= this.bytes.length) throw new Error('The index data ends too early.');
      byte = this.bytes[this.offset++]!;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  }

  raw(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error('The index data ends too early.');
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }
}

export function bytesToBase64(bytes: Uint8Array): string {
  // Write the ASCII codes into a byte array and decode it once: no string building per character.
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const codes = ENCODE;
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = codes[n >> 18]!;
    out[o++] = codes[(n >> 12) & 63]!;
    out[o++] = codes[(n >> 6) & 63]!;
    out[o++] = codes[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
    out[o++] = codes[n >> 18]!;
    out[o++] = codes[(n >> 12) & 63]!;
    out[o++] = rest === 2 ? codes[(n >> 6) & 63]! : 61; // '='
    out[o++] = 61;
  }
  return new TextDecoder('latin1').decode(out);
}

export function base64ToBytes(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  let i = 0;
  const at = (k: number) => {
    const code = clean.charCodeAt(k);
    const v = code < 128 ? DECODE[code]! : 255;
    if (v === 255) throw new Error('The index data is not valid base64.');
    return v;
  };
  for (; i + 3 < clean.length; i += 4) {
    const n = (at(i) << 18) | (at(i + 1) << 12) | (at(i + 2) << 6) | at(i + 3);
    out[o++] = n >> 16;
    out[o++] = (n >> 8) & 255;
    out[o++] = n & 255;
  }
  const rest = clean.length - i;
  if (rest === 2) {
    out[o++] = ((at(i) << 18) | (at(i + 1) << 12)) >> 16;
  } else if (rest === 3) {
    const n = (at(i) << 18) | (at(i + 1) << 12) | (at(i + 2) << 6);
    out[o++] = n >> 16;
    out[o++] = (n >> 8) & 255;
  } else if (rest === 1) {
    throw new Error('The index data is not valid base64.');
  }
  return out;
}
