import { describe, expect, it } from 'vitest';
import { chunkSearchText, chunkText } from './chunk-text';
import { KB_DEFAULT_MAX_CHUNK_SIZE } from './kb-limits';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('chunkText', () => {
  it('gives nothing for empty or blank text', () => {
    expect(chunkText('')).toEqual([]);
    expect(chunkText('  \n\n\t ')).toEqual([]);
  });

  it('keeps a short text in one chunk with the default size of 2424', () => {
    expect(KB_DEFAULT_MAX_CHUNK_SIZE).toBe(2424);
    expect(chunkText('Hello there.\r\n\r\nSecond paragraph.')).toEqual([
      { index: 0, text: 'Hello there.\n\nSecond paragraph.', titlePath: [] },
    ]);
  });

  it('starts a chunk at each heading and carries the heading path', () => {
    const text = [
      '# Handbook',
      'Welcome to the handbook, which explains everything about our shop in detail.',
      '## Shipping',
      'We ship to every country in Europe within three working days of your order.',
      '### Returns',
      'Returns are free within thirty days; print the label from your account page.',
      '## Payments',
      'We accept cards, bank transfers and invoices for business customers only.',
    ].join('\n\n');
    const chunks = chunkText(text, { maxChunkSize: 120 });
    expect(chunks.map((c) => c.titlePath)).toEqual([
      ['Handbook'],
      ['Handbook', 'Shipping'],
      ['Handbook', 'Shipping', 'Returns'],
      ['Handbook', 'Payments'],
    ]);
    expect(chunks[2]!.text).toBe('### Returns\n\nReturns are free within thirty days; print the label from your account page.');
  });

  it('reads setext and ALL-CAPS headings, and ignores # lines inside code fences', () => {
    const text = 'Opening Hours\n=============\n\nWe open at nine every morning of the week.\n\nHOLIDAYS\n\nClosed on public holidays, all day long.\n\n```\n# not a heading\n```';
    const chunks = chunkText(text, { maxChunkSize: 60 });
    expect(chunks.map((c) => c.titlePath)).toEqual([['Opening Hours'], ['Opening Hours', 'HOLIDAYS'], ['Opening Hours', 'HOLIDAYS']]);
    expect(chunks[2]!.text).toBe('```\n# not a heading\n```');
  });

  it('never exceeds the limit and never cuts a word, splitting paragraphs by sentences then words', () => {
    const sentence = 'The quick brown fox jumps over the lazy dog near the riverbank.';
    const text = Array.from({ length: 40 }, (_, i) => `${sentence} Number ${i}.`).join(' ');
    const max = 150;
    const chunks = chunkText(text, { maxChunkSize: max });
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(max);
      for (const w of words(chunk.text)) expect(text).toContain(w);
    }
    // The words, in order, are exactly the original's: nothing cut, lost or repeated.
    expect(chunks.flatMap((c) => words(c.text))).toEqual(words(text));
    // Sentence boundaries are preferred: every chunk ends a sentence.
    for (const chunk of chunks) expect(chunk.text).toMatch(/\.$/);
  });

  it('splits a long line-structured paragraph (a table or CSV) by lines', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Name: Person ${i}; City: Town ${i}`);
    const chunks = chunkText(rows.join('\n'), { maxChunkSize: 200 });
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(200);
      for (const line of chunk.text.split('\n')) expect(rows).toContain(line);
    }
    expect(chunks.flatMap((c) => c.text.split('\n'))).toEqual(rows);
  });

  it('cuts a single word longer than a chunk, and only then, without splitting an emoji', () => {
    const long = 'x'.repeat(25) + '😀' + 'y'.repeat(30);
    const chunks = chunkText(`short words ${long} end`, { maxChunkSize: 20 });
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(20);
    expect(chunks.map((c) => c.text)).toEqual(['short words', 'x'.repeat(20), 'x'.repeat(5) + '😀' + 'y'.repeat(13), 'y'.repeat(17), 'end']);
    expect(chunks.some((c) => c.text.includes('😀'))).toBe(true);
  });

  it('merges tiny sections with their neighbours, and keeps heading-only sections out of their own chunk', () => {
    const text = '# A\n\nOne.\n\n# B\n\nTwo.\n\n# C\n\n' + 'Long text here. '.repeat(30);
    const chunks = chunkText(text, { maxChunkSize: 1000 });
    expect(chunks[0]!.text.startsWith('# A\n\nOne.\n\n# B\n\nTwo.')).toBe(true);
    expect(chunks.every((c) => c.text.length <= 1000)).toBe(true);
  });

  it('repeats whole trailing sentences as overlap when asked', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const chunks = chunkText(text, { maxChunkSize: 100, overlap: 40 });
    expect(chunks.length).toBeGreaterThan(2);
    for (let i = 1; i < chunks.length; i++) {
      const previousLast = chunks[i - 1]!.text.split(/(?<=\.) /).at(-1)!;
      expect(chunks[i]!.text.startsWith(previousLast)).toBe(true);
      expect(chunks[i]!.text.length).toBeLessThanOrEqual(100);
    }
  });

  it('is deterministic', () => {
    const text = '# T\n\n' + 'Alpha beta gamma. '.repeat(200);
    expect(chunkText(text, { maxChunkSize: 1000 })).toEqual(chunkText(text, { maxChunkSize: 1000 }));
  });
});

describe('chunkSearchText', () => {
  it('puts the document name and heading path before the text', () => {
    expect(chunkSearchText({ text: 'Body', titlePath: ['Guide', 'Refunds'] }, 'Help')).toBe('Help\nGuide\nRefunds\nBody');
    expect(chunkSearchText({ text: 'Body', titlePath: [] })).toBe('Body');
  });
});
