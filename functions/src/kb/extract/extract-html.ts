/**
 * The main text of an HTML page, as markdown-ish plain text: headings as '#' lines, list items as '- ' /
 * '1. ' lines, table rows as cells joined by ' | ', preformatted text kept, everything else as paragraphs.
 * Page chrome is dropped: scripts, styles, forms, navigation, asides, and (outside a <main> or <article>)
 * the page header and footer. Also returns the title and every link (absolute http(s), no fragment) for
 * the crawler — links are read before the chrome is dropped, since navigation is where they are.
 *
 * Parser: node-html-parser — small, fast, no DOM emulation, full CSS selectors through css-select.
 */
import { parse, type HTMLElement, type Node, NodeType } from 'node-html-parser';

export interface TExtractedHtml {
  title: string;
  text: string;
  links: string[];
}

const DROP_ALWAYS =
  'script,style,noscript,template,svg,iframe,canvas,object,embed,form,button,select,input,textarea,nav,aside,dialog,' +
  '[role=navigation],[role=banner],[role=contentinfo],[role=complementary],[role=dialog],[aria-hidden=true],[hidden]';
const DROP_CHROME = 'header,footer';
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'blockquote',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'fieldset',
  'center',
  'body',
  'html',
  'hr',
  'caption',
]);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE;
}

class Renderer {
  readonly blocks: string[] = [];
  private inline = '';

  flush(): void {
    const text = this.inline
      .split('\n')
      .map((line) => collapse(line))
      .filter(Boolean)
      .join('\n');
    if (text) this.blocks.push(text);
    this.inline = '';
  }

  render(node: Node): void {
    if (node.nodeType === NodeType.TEXT_NODE) {
      this.inline += node.text.replace(/\s+/g, ' ');
      return;
    }
    if (!isElement(node)) return;
    const tag = node.tagName?.toLowerCase() ?? '';
    if (tag === 'br') {
      this.inline += '\n';
      return;
    }
    const level = HEADINGS[tag];
    if (level) {
      this.flush();
      const title = collapse(node.text);
      if (title) this.blocks.push(`${'#'.repeat(level)} ${title}`);
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      this.flush();
      const lines = listLines(node, 0);
      if (lines.length) this.blocks.push(lines.join('\n'));
      return;
    }
    if (tag === 'table') {
      this.flush();
      const rows = node
        .querySelectorAll('tr')
        .map((tr) =>
          tr.childNodes
            .filter(isElement)
            .filter((c) => /^(td|th)$/i.test(c.tagName ?? ''))
            .map((c) => collapse(c.text))
            .join(' | '),
        )
        .filter((row) => row.replace(/[|\s]/g, '') !== '');
      if (rows.length) this.blocks.push(rows.join('\n'));
      return;
    }
    if (tag === 'pre') {
      this.flush();
      const text = node.text.replace(/\n+$/, '');
      if (text.trim()) this.blocks.push(text);
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) this.flush();
    for (const child of node.childNodes) this.render(child);
    if (block) this.flush();
  }
}

function listLines(list: HTMLElement, depth: number): string[] {
  const ordered = list.tagName.toLowerCase() === 'ol';
  const lines: string[] = [];
  let n = 0;
  for (const item of list.childNodes.filter(isElement)) {
    if (item.tagName.toLowerCase() !== 'li') continue;
    n++;
    const nested = item.childNodes.filter(isElement).filter((c) => /^(ul|ol)$/i.test(c.tagName));
    const own = collapse(
      item.childNodes
        .filter((c) => !nested.includes(c as HTMLElement))
        .map((c) => c.text)
        .join(' '),
    );
    if (own) lines.push(`${'  '.repeat(depth)}${ordered ? `${n}.` : '-'} ${own}`);
    for (const sub of nested) lines.push(...listLines(sub, depth + 1));
  }
  return lines;
}

function absoluteLink(href: string, base: string | undefined): string | null {
  const value = href.trim();
  if (!value || /^(javascript|mailto|tel|data):/i.test(value)) return null;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

export function extractHtml(html: string, options: { baseUrl?: string } = {}): TExtractedHtml {
  const root = parse(html, {
    comment: false,
    blockTextElements: { script: true, style: true, noscript: true, pre: true },
  });
  const title = collapse(root.querySelector('title')?.text ?? '') || collapse(root.querySelector('h1')?.text ?? '');

  const baseHref = root.querySelector('base[href]')?.getAttribute('href');
  const base = absoluteLink(baseHref ?? '', options.baseUrl) ?? options.baseUrl;
  const links = [
    ...new Set(
      root
        .querySelectorAll('a[href]')
        .map((a) => absoluteLink(a.getAttribute('href') ?? '', base))
        .filter((l): l is string => l !== null),
    ),
  ];

  for (const node of root.querySelectorAll(DROP_ALWAYS)) node.remove();
  const body = root.querySelector('body') ?? root;
  const main = root.querySelector('main') ?? root.querySelector('[role=main]') ?? root.querySelector('article');
  const content = main && collapse(main.text).length >= 100 ? main : body;
  if (content === body) for (const node of body.querySelectorAll(DROP_CHROME)) node.remove();

  const renderer = new Renderer();
  renderer.render(content);
  renderer.flush();
  return { title, text: renderer.blocks.join('\n\n'), links };
}
