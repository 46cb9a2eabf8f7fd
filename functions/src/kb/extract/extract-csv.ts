/**
 * A CSV file as readable lines: the first row names the columns, every other row becomes
 * "Name: Ada; City: Paris" (empty cells left out). RFC 4180 quoting ("a, b" and "" for a quote); the
 * delimiter is whichever of , ; tab or | occurs most in the header line.
 */
import { KB_CSV_EMPTY } from '@parley/core';
import { KbExtractError } from './kb-extract-error';

export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

export function detectCsvDelimiter(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t', '|']) {
    const count = header.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

export function extractCsv(text: string): { text: string; title: string } {
  const source = text.replace(/^\uFEFF/, '');
  const rows = parseCsv(source, detectCsvDelimiter(source));
  const [header, ...body] = rows;
  if (!header || !body.length) throw new KbExtractError(KB_CSV_EMPTY);
  const names = header.map((h, i) => h.trim() || `Column ${i + 1}`);
  const lines = body
    .map((cells) =>
      cells
        .map((cell, i) => [names[i] ?? `Column ${i + 1}`, cell.replace(/\s+/g, ' ').trim()] as const)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `${name}: ${value}`)
        .join('; '),
    )
    .filter(Boolean);
  if (!lines.length) throw new KbExtractError(KB_CSV_EMPTY);
  return { text: lines.join('\n'), title: '' };
}
