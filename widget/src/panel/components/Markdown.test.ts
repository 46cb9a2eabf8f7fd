// @vitest-environment happy-dom
import { h, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

let host: HTMLElement;

function show(text: string): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  render(h(Markdown, { text }), host);
  return host;
}

afterEach(() => {
  render(null, host);
  host.remove();
});

/** Nothing in the output can run script: no script-ish element, no on* attribute, no unsafe URL. */
function expectInert(root: HTMLElement): void {
  const elements = Array.from(root.querySelectorAll('*'));
  for (const element of elements) {
    expect([
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'IMG',
      'SVG',
      'STYLE',
      'LINK',
      'META',
      'FORM',
      'INPUT',
      'BASE',
    ]).not.toContain(element.tagName.toUpperCase());
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.toLowerCase().startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(['style', 'src', 'srcdoc', 'formaction', 'action', 'xlink:href']).not.toContain(
        attribute.name.toLowerCase(),
      );
    }
  }
  for (const link of Array.from(root.querySelectorAll('a'))) {
    expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  }
}

describe('Markdown: what answers may use', () => {
  it('renders paragraphs and line breaks', () => {
    const root = show('First line\nsecond line\n\nNew paragraph');
    expect(root.querySelectorAll('p')).toHaveLength(2);
    expect(root.querySelector('p')!.querySelectorAll('br')).toHaveLength(1);
    expect(root.textContent).toBe('First linesecond lineNew paragraph');
  });

  it('renders bold, italic and inline code', () => {
    const root = show('This is **bold**, *italic*, _also italic_ and `a < b`; snake_case_name stays.');
    expect(root.querySelector('strong')!.textContent).toBe('bold');
    expect(Array.from(root.querySelectorAll('em')).map((e) => e.textContent)).toEqual(['italic', 'also italic']);
    expect(root.querySelector('code')!.textContent).toBe('a < b');
    expect(root.textContent).toContain('snake_case_name stays.');
  });

  it('renders fenced code blocks verbatim, even unclosed while streaming', () => {
    const root = show('Try:\n```js\nconst a = "<b>**not bold**</b>";\n```\nDone.');
    const code = root.querySelector('pre > code')!;
    expect(code.textContent).toBe('const a = "<b>**not bold**</b>";');
    expect(code.getAttribute('data-lang')).toBe('js');
    expect(root.querySelector('strong')).toBeNull();
    expect(show('```\nline 1\nline 2').querySelector('pre')!.textContent).toBe('line 1\nline 2');
  });

  it('renders bullet and numbered lists, also right after a sentence', () => {
    const root = show('Options:\n- one\n- **two**\n* three\n\n3. third\n4. fourth');
    expect(Array.from(root.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual(['one', 'two', 'three']);
    const ol = root.querySelector('ol')!;
    expect(ol.getAttribute('start')).toBe('3');
    expect(ol.querySelectorAll('li')).toHaveLength(2);
    expect(show('Steps:\n1. Open\n2. Click').querySelectorAll('ol li')).toHaveLength(2);
  });

  it('renders headings below the panel title', () => {
    const root = show('# Title\n## Sub\ntext');
    expect(root.querySelector('h3')!.textContent).toBe('Title');
    expect(root.querySelector('h4')!.textContent).toBe('Sub');
  });

  it('renders safe links to open in a new tab, and bare and angle-bracket URLs', () => {
    const root = show(
      'See [the docs](https://example.com/docs?a=1&b=2), mail [us](mailto:help@example.com), https://example.org/x). Or <http://example.net>.',
    );
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/docs?a=1&b=2',
      'mailto:help@example.com',
      'https://example.org/x',
      'http://example.net/',
    ]);
    expect(links[0]!.textContent).toBe('the docs');
    expectInert(root);
  });
});

describe('Markdown: XSS', () => {
  const attacks: [string, string, string][] = [
    ['a script tag', 'Hello <script>alert(1)</script> world', '<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror="alert(1)">', '<img src=x onerror="alert(1)">'],
    ['an svg onload', '<svg/onload=alert(1)>', '<svg/onload=alert(1)>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', '<iframe srcdoc='],
    [
      'an anchor with a javascript href',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="javascript:alert(1)">click</a>',
    ],
    ['a style tag', '<style>body{display:none}</style>', '<style>body{display:none}</style>'],
    [
      'HTML entities',
      '&lt;script&gt;alert(1)&lt;/script&gt; &#106;avascript:',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ],
    ['HTML inside bold', '**<img src=x onerror=alert(1)>**', '<img src=x onerror=alert(1)>'],
    ['HTML inside code', '`<script>alert(1)</script>`', '<script>alert(1)</script>'],
    ['HTML inside a link label', '[<img src=x onerror=alert(1)>](https://example.com)', '<img src=x onerror=alert(1)>'],
    ['HTML in a heading', '# <b onmouseover=alert(1)>hi</b>', '<b onmouseover=alert(1)>hi</b>'],
    ['HTML in a list', '- <details open ontoggle=alert(1)>', '<details open ontoggle=alert(1)>'],
  ];

  it.each(attacks)('shows %s as text', (_name, source, visible) => {
    const root = show(source);
    expectInert(root);
    expect(root.textContent).toContain(visible);
  });

  const badLinks: [string, string][] = [
    ['javascript:', '[click me](javascript:alert(1))'],
    ['JavaScript: in mixed case', '[click me](JaVaScRiPt:alert(1))'],
    ['javascript: with a tab inside', '[click me](java\tscript:alert(1))'],
    ['javascript: with leading spaces and entities', '[click me](  &#106;avascript:alert(1))'],
    ['data:', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[click me](vbscript:msgbox(1))'],
    ['a relative path', '[click me](/account/delete)'],
    ['a protocol-relative URL', '[click me](//evil.example/x)'],
    ['an image with javascript:', '![click me](javascript:alert(1))'],
    ['file:', '[click me](file:///etc/passwd)'],
  ];

  it.each(badLinks)('never links %s, but keeps the words', (_name, source) => {
    const root = show(source);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click me');
    expectInert(root);
  });

  it('never links javascript: or data: written bare or in angle brackets', () => {
    const root = show('javascript:alert(1) <javascript:alert(1)> data:text/html,<b>x</b>');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('javascript:alert(1)');
    expectInert(root);
  });

  it('is not fooled by nested markdown tricks', () => {
    for (const source of [
      '[**x**](javascript:alert(1))',
      '[[x](https://ok.example)](javascript:alert(1))',
      '[x](https://ok.example "title" onclick="alert(1)")',
      '**[x](javascript:alert(1))**',
      '*[x](java\nscript:alert(1))*',
      '`[x](https://ok.example)`',
      '[x](<javascript:alert(1)>)',
      '\\[x\\](javascript:alert(1))',
      '**' + '*'.repeat(200) + '<script>',
      '['.repeat(500) + 'x' + ']'.repeat(500),
    ]) {
      const root = show(source);
      expectInert(root);
      expect(root.textContent!.length).toBeGreaterThan(0);
    }
    expect(show('`[x](https://ok.example)`').querySelector('a')).toBeNull();
  });

  it('keeps attribute-breaking characters inside a safe href harmless', () => {
    const root = show('[x](https://example.com/"onmouseover="alert(1))');
    expectInert(root);
    const link = root.querySelector('a');
    if (link) expect(link.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
  });
});
