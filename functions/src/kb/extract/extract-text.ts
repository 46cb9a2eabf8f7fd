/**
 * Text and title of a knowledge source, whatever it is: HTML (main content), PDF, DOCX, CSV, Markdown or
 * plain text, told apart by file name, then content type, then the bytes themselves (%PDF, a zip, '<html').
 * Failures throw KbExtractError with a message for the builder.
 */
import { KB_EMPTY_TEXT, kbUnsupportedType } from '@parley/core';
import { decodeText } from './decode-text';
import { extractCsv } from './extract-csv';
import { extractDocx } from './extract-docx';
import { extractHtml } from './extract-html';
import { extractPdf } from './extract-pdf';
import { KbExtractError } from './kb-extract-error';
import { normalizeText } from './normalize-text';

export const KB_CONTENT_KINDS = ['html', 'pdf', 'docx', 'csv', 'md', 'txt'] as const;
export type TKbContentKind = (typeof KB_CONTENT_KINDS)[number];

export interface TExtractInput {
  bytes?: Uint8Array;
  text?: string;
  fileName?: string;
  contentType?: string;
  /** The page address, to resolve relative links in HTML. */
  url?: string;
}

export interface TExtracted {
  text: string;
  /** The document's own title ('' when it has none): <title>, PDF or DOCX metadata, a first '# ' heading. */
  title: string;
  kind: TKbContentKind;
  /** Links found in HTML (absolute http(s)); [] otherwise. */
  links: string[];
}

const BY_EXTENSION: Record<string, TKbContentKind> = {
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  pdf: 'pdf',
  docx: 'docx',
  csv: 'csv',
  md: 'md',
  markdown: 'md',
  txt: 'txt',
  text: 'txt',
};

const BY_CONTENT_TYPE: [RegExp, TKbContentKind][] = [
  [/^(text\/html|application\/xhtml\+xml)/i, 'html'],
  [/^application\/pdf/i, 'pdf'],
  [/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/i, 'docx'],
  [/^(text\/csv|application\/csv)/i, 'csv'],
  [/^text\/(markdown|x-markdown)/i, 'md'],
  [/^text\/plain/i, 'txt'],
];

/** The kind of content, or null when it cannot be read. */
export function detectContentKind(
  input: Pick<TExtractInput, 'bytes' | 'fileName' | 'contentType' | 'text'>,
): TKbContentKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(input.fileName?.trim() ?? '')?.[1]?.toLowerCase();
  if (extension && BY_EXTENSION[extension]) return BY_EXTENSION[extension];
  const contentType = input.contentType?.trim() ?? '';
  for (const [pattern, kind] of BY_CONTENT_TYPE) if (pattern.test(contentType)) return kind;
  const bytes = input.bytes;
  if (bytes && bytes.length >= 4) {
    if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return 'pdf';
    if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'docx';
  }
  if (!contentType || /^(text\/|application\/octet-stream)/i.test(contentType)) {
    const head = input.text?.slice(0, 1024) ?? (bytes ? new TextDecoder().decode(bytes.subarray(0, 1024)) : '');
    if (/^\s*(<!doctype html|<html|<head|<body)/i.test(head)) return 'html';
    if (input.text !== undefined || (bytes && !head.includes('\u0000'))) return 'txt';
  }
  return null;
}

function markdownTitle(text: string): string {
  return /^#[ \t]+(.+)$/m.exec(text)?.[1]?.trim() ?? '';
}

export async function extractText(input: TExtractInput): Promise<TExtracted> {
  const kind = detectContentKind(input);
  if (!kind) throw new KbExtractError(kbUnsupportedType(input.contentType || input.fileName || 'unknown'));
  const asText = () => input.text ?? decodeText(input.bytes ?? new Uint8Array(0), input.contentType);
  const needBytes = () => {
    if (!input.bytes) throw new KbExtractError(kbUnsupportedType(`${kind} given as text`));
    return input.bytes;
  };

  let result: TExtracted;
  switch (kind) {
    case 'html': {
      const html = extractHtml(asText(), input.url ? { baseUrl: input.url } : {});
      result = { text: normalizeText(html.text), title: html.title, kind, links: html.links };
      break;
    }
    case 'pdf': {
      const pdf = await extractPdf(needBytes());
      result = { text: pdf.text, title: pdf.title, kind, links: [] };
      break;
    }
    case 'docx': {
      const docx = extractDocx(needBytes());
      result = { ...docx, kind, links: [] };
      break;
    }
    case 'csv': {
      const csv = extractCsv(asText());
      result = { text: normalizeText(csv.text), title: csv.title, kind, links: [] };
      break;
    }
    case 'md':
    case 'txt': {
      const text = normalizeText(asText());
      result = { text, title: kind === 'md' ? markdownTitle(text) : '', kind, links: [] };
      break;
    }
  }
  if (!result.text) throw new KbExtractError(KB_EMPTY_TEXT);
  return result;
}
