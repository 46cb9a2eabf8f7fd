import { describe, expect, it } from 'vitest';
import { base64ToBytes, ByteReader, ByteWriter, bytesToBase64 } from './byte-codec';

describe('byte codec', () => {
  it('encodes base64 as the standard does, and back', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100, 1001]) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 37 + 11) & 255);
      const text = bytesToBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(base64ToBytes(text)).toEqual(bytes);
    }
    expect(() => base64ToBytes('ab$d')).toThrow(/base64/);
  });

  it('writes and reads varints up to 2^32 - 1', () => {
    const writer = new ByteWriter();
    const values = [0, 1, 127, 128, 16_383, 16_384, 2 ** 31, 2 ** 32 - 1];
    for (const v of values) writer.varint(v);
    const reader = new ByteReader(writer.finish());
    expect(values.map(() => reader.varint())).toEqual(values);
    expect(reader.done).toBe(true);
    expect(() => reader.varint()).toThrow(/ends too early/);
  });
});
