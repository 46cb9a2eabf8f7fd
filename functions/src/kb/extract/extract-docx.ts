/**
 * The text of a Word document (.docx): unzip it with fflate (small, no dependencies, synchronous) and read
 * word/document.xml ourselves — paragraphs, runs of text, tabs and breaks, 'Heading N' / 'Title' styles as
 * '#' lines, numbered and bulleted paragraphs as '- ' lines, table rows as cells joined by ' | '. The title
 * comes from docProps/core.xml. (mammoth would also do, with five times the dependencies, for HTML we
 * do not need.)
 */
import { unzipSync } from 'fflate';
import { KB_DOCX_UNREADABLE, KB_EMPTY_TEXT } from '@parley/core';
import { KbExtractError } from './kb-extract-error';
import { normalizeText } from './normalize-text';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Paragraphs of a WordprocessingML body as lines. */
export function documentXmlToText(xml: string): string {
  const blocks: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w.-]*:)?([A-Za-z][\w.-]*)([^>]*?)(\/?)>|([^<]+)/g;
  let paragraph = '';
  let style = '';
  let listItem = false;
  let inText = false;
  let tableDepth = 0;
  let row: string[] = [];
  let cell: string[] = [];
  let rows: string[] = [];

  const endParagraph = () => {
    const text = paragraph.replace(/[ \t]+/g, ' ').trim();
    paragraph = '';
    const heading = /^heading\s?([1-6])$/i.exec(style)?.[1] ?? (/^title$/i.test(style) ? '1' : undefined);
    style = '';
    const isList = listItem;
    listItem = false;
    if (!text) return;
    const line = heading ? `${'#'.repeat(Number(heading))} ${text}` : isList ? `- ${text}` : text;
    if (tableDepth > 0) cell.push(line);
    else blocks.push(line);
  };

  for (const m of xml.matchAll(tag)) {
    const [, closing, , name, attributes = '', selfClosing] = m;
    if (m[6] !== undefined) {
      if (inText) paragraph += decodeXmlEntities(m[6]);
      continue;
    }
    if (!name) continue;
    if (name === 't') {
      inText = !closing && !selfClosing;
    } else if (name === 'tab' && !closing) {
      paragraph += '\t';
    } else if ((name === 'br' || name === 'cr') && !closing) {
      paragraph += '\n';
    } else if (name === 'pStyle' && !closing) {
      style = /w:val="([^"]*)"/.exec(attributes)?.[1] ?? '';
    } else if (name === 'numPr' && !closing) {
      listItem = true;
    } else if (name === 'p' && (closing || selfClosing)) {
      endParagraph();
    } else if (name === 'tbl') {
      if (!closing) {
        if (tableDepth === 0) rows = [];
        tableDepth++;
      } else {
        tableDepth--;
        if (tableDepth === 0 && rows.length) blocks.push(rows.join('\n'));
      }
    } else if (name === 'tr' && tableDepth === 1) {
      if (!closing) row = [];
      else if (row.some((c) => c !== '')) rows.push(row.join(' | '));
    } else if (name === 'tc' && tableDepth === 1) {
      if (!closing) cell = [];
      else row.push(cell.join(' ').replace(/\s+/g, ' ').trim());
    }
  }
  return blocks.join('\n\n');
}

export function extractDocx(bytes: Uint8Array): { text: string; title: string } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' || f.name === 'docProps/core.xml' });
  } catch {
    throw new KbExtractError(KB_DOCX_UNREADABLE);
  }
  const document = files['word/document.xml'];
  if (!document) throw new KbExtractError(KB_DOCX_UNREADABLE);
  const decoder = new TextDecoder('utf-8');
  const text = normalizeText(documentXmlToText(decoder.decode(document)));
  if (!text) throw new KbExtractError(KB_EMPTY_TEXT);
  const core = files['docProps/core.xml'];
  const title = core
    ? decodeXmlEntities(/<dc:title>([^<]*)<\/dc:title>/.exec(decoder.decode(core))?.[1] ?? '').trim()
    : '';
  return { text, title };
}
