/**
 * The text of a PDF, page by page, with unpdf: it ships a serverless build of Mozilla's pdf.js that runs
 * in Node without a worker, a canvas or any network access (fonts and CMaps are not fetched for text
 * extraction), and bundles cleanly with esbuild. pdf.js itself (pdfjs-dist) would need its legacy build
 * and a fake worker set up by hand in Node. unpdf is imported lazily: its ~2 MB load only when a PDF comes.
 * A PDF whose pages give no text is a scan: we say so rather than index nothing.
 */
import { KB_PDF_NO_TEXT, KB_PDF_UNREADABLE } from '@parley/core';
import { KbExtractError } from './kb-extract-error';
import { normalizeText } from './normalize-text';

export async function extractPdf(bytes: Uint8Array): Promise<{ text: string; title: string; pages: number }> {
  const { getDocumentProxy, extractText } = await import('unpdf');
  let pages: string[];
  let title = '';
  let pageCount: number;
  try {
    // pdf.js may take ownership of the buffer it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const result = await extractText(pdf, { mergePages: false });
    pages = result.text;
    pageCount = result.totalPages;
    const info = (await pdf.getMetadata().catch(() => null))?.info as { Title?: unknown } | undefined;
    if (typeof info?.Title === 'string') title = info.Title.trim();
    await pdf.destroy().catch(() => undefined);
  } catch {
    throw new KbExtractError(KB_PDF_UNREADABLE);
  }
  const text = normalizeText(
    pages
      .map((page) => page.trim())
      .filter(Boolean)
      .join('\n\n')
      // Words hyphenated across a line end: "knowl-\nedge" → "knowledge".
      .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2'),
  );
  if (!text) throw new KbExtractError(KB_PDF_NO_TEXT);
  return { text, title, pages: pageCount };
}
