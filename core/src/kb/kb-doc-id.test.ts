import { describe, expect, it } from 'vitest';
import { KB_DOC_ID_LENGTH } from './kb-limits';
import { newKbDocId } from './kb-doc-id';

describe('newKbDocId', () => {
  it('starts with a letter, is letters and digits of the id length', () => {
    // Bytes that would give digits first: 52…61 map to 0…9.
    let n = 0;
    const digitsFirst = (length: number) => Uint8Array.from({ length }, () => 52 + (n++ % 10));
    for (const random of [digitsFirst, (length: number) => crypto.getRandomValues(new Uint8Array(length))]) {
      for (let i = 0; i < 50; i++) {
        const id = newKbDocId(random);
        expect(id).toMatch(new RegExp(`^[A-Za-z][A-Za-z0-9]{${KB_DOC_ID_LENGTH - 1}}$`));
      }
    }
  });
});
