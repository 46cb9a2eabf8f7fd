/**
 * One web page as a knowledge source: fetched through the guarded `fetchUrl`, then its main text and
 * title extracted (HTML, or a PDF, DOCX, CSV, Markdown or text file served at that address).
 */
import { extractText, type TKbContentKind } from '../extract/extract-text';
import { fetchUrl, type TFetchUrlOptions } from './fetch-url';

export interface TFetchedPage {
  /** The final address, after redirects. */
  url: string;
  title: string;
  text: string;
  links: string[];
  contentType: string;
  kind: TKbContentKind;
  redirects: string[];
}

export async function fetchPage(url: string, options: TFetchUrlOptions): Promise<TFetchedPage> {
  const fetched = await fetchUrl(url, options);
  const fileName = decodeURIComponent(new URL(fetched.url).pathname.split('/').pop() ?? '');
  const extracted = await extractText({
    bytes: fetched.bytes,
    contentType: fetched.contentType,
    url: fetched.url,
    // Only a real file extension helps; ".php" or none leaves it to the content type.
    ...(/\.(html?|pdf|docx|csv|md|txt)$/i.test(fileName) ? { fileName } : {}),
  });
  return {
    url: fetched.url,
    title: extracted.title,
    text: extracted.text,
    links: extracted.links,
    contentType: fetched.contentType,
    kind: extracted.kind,
    redirects: fetched.redirects,
  };
}
