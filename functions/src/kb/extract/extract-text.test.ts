/** Extraction of every kind of knowledge file, from fixtures the tests make (PDF with pdf-lib, DOCX with fflate). */
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { KB_CSV_EMPTY, KB_DOCX_UNREADABLE, KB_EMPTY_TEXT, KB_PDF_NO_TEXT, KB_PDF_UNREADABLE } from '@parley/core';
import { detectContentKind, extractText } from './extract-text';
import { documentXmlToText } from './extract-docx';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function makePdf(pages: string[][], title?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font }));
  }
  if (title) doc.setTitle(title);
  return doc.save();
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const para = (text: string, style?: string, list = false) =>
  `<w:p><w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ''}</w:pPr>` +
  `<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

function makeDocx(body: string, title = ''): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
    'docProps/core.xml': strToU8(
      `<?xml version="1.0"?><cp:coreProperties xmlns:cp="x" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${title}</dc:title></cp:coreProperties>`,
    ),
  });
}

describe('extractText: HTML', () => {
  const page = `<!doctype html><html><head><title>Opening hours &amp; prices</title><style>.x{color:red}</style></head>
  <body>
    <header><a href="/">Home</a> Site banner</header>
    <nav><a href="/about">About us</a> <a href="/contact#form">Contact</a></nav>
    <main>
      <h1>Visit the bakery</h1>
      <p>We bake   every <strong>morning</strong> from&nbsp;six.<br>Closed on Mondays.</p>
      <h2>Prices</h2>
      <ul><li>Bread: 3 €</li><li>Croissant<ul><li>plain</li><li>almond</li></ul></li></ul>
      <ol><li>Order</li><li>Pay</li></ol>
      <table><tr><th>Day</th><th>Hours</th></tr><tr><td>Tue</td><td>6–18</td></tr></table>
      <pre>line one
  line two</pre>
      <script>alert('x')</script>
      <aside>Related posts</aside>
      <a href="https://other.example/page">Partner</a> <a href="mailto:a@b.c">mail</a> <a href="javascript:void(0)">js</a>
    </main>
    <footer>© Bakery</footer>
  </body></html>`;

  it('keeps the main content with headings, lists and tables, and drops the chrome', async () => {
    const result = await extractText({
      text: page,
      contentType: 'text/html; charset=utf-8',
      url: 'https://bakery.example/visit/',
    });
    expect(result.kind).toBe('html');
    expect(result.title).toBe('Opening hours & prices');
    expect(result.text).toBe(
      [
        '# Visit the bakery',
        'We bake every morning from six.\nClosed on Mondays.',
        '## Prices',
        '- Bread: 3 €\n- Croissant\n  - plain\n  - almond',
        '1. Order\n2. Pay',
        'Day | Hours\nTue | 6–18',
        'line one\n  line two',
        'Partner mail js',
      ].join('\n\n'),
    );
    expect(result.text).not.toMatch(/banner|About us|Related|alert|color|©/);
  });

  it('lists absolute http(s) links without fragments, navigation included', async () => {
    const { links } = await extractText({ text: page, fileName: 'visit.html', url: 'https://bakery.example/visit/' });
    expect(links).toEqual([
      'https://bakery.example/',
      'https://bakery.example/about',
      'https://bakery.example/contact',
      'https://other.example/page',
    ]);
  });

  it('falls back to the body, without header and footer, when there is no main element', async () => {
    const result = await extractText({
      bytes: utf8(
        '<html><body><header>Menu</header><h1>Title</h1><div>Body text</div><footer>Foot</footer></body></html>',
      ),
      contentType: 'text/html',
    });
    expect(result.text).toBe('# Title\n\nBody text');
    expect(result.title).toBe('Title');
  });
});

describe('extractText: PDF', () => {
  it('reads the text layer page by page, and the title from the metadata', async () => {
    const bytes = await makePdf(
      [['Refund policy', 'Refunds are paid within 14 days.'], ['Page two: shipping is free.']],
      'Store policies',
    );
    const result = await extractText({ bytes, fileName: 'policies.pdf' });
    expect(result).toMatchObject({ kind: 'pdf', title: 'Store policies' });
    expect(result.text).toBe('Refund policy\nRefunds are paid within 14 days.\n\nPage two: shipping is free.');
  });

  it('says when a PDF has no text layer, and when it is not a PDF at all', async () => {
    await expect(extractText({ bytes: await makePdf([[]]), fileName: 'scan.pdf' })).rejects.toThrow(KB_PDF_NO_TEXT);
    await expect(extractText({ bytes: utf8('%PDF-1.7 nonsense'), fileName: 'broken.pdf' })).rejects.toThrow(
      KB_PDF_UNREADABLE,
    );
  });
});

describe('extractText: DOCX', () => {
  it('reads headings, paragraphs, lists, breaks and tables, and the title', async () => {
    const body =
      para('Employee handbook', 'Title') +
      para('Holidays', 'Heading2') +
      para('Everyone gets 25 days &amp; public holidays.') +
      para('Ask your manager', undefined, true) +
      para('Book in the portal', undefined, true) +
      '<w:p><w:r><w:t>Line one</w:t><w:br/><w:t>Line two</w:t><w:tab/><w:t>tabbed</w:t></w:r></w:p>' +
      '<w:tbl><w:tr><w:tc>' +
      para('Role') +
      '</w:tc><w:tc>' +
      para('Days') +
      '</w:tc></w:tr>' +
      '<w:tr><w:tc>' +
      para('Staff') +
      '</w:tc><w:tc>' +
      para('25') +
      '</w:tc></w:tr></w:tbl>' +
      '<w:p><w:r><w:instrText>PAGE</w:instrText></w:r></w:p>';
    const result = await extractText({ bytes: makeDocx(body, 'Handbook 2025'), fileName: 'handbook.docx' });
    expect(result.title).toBe('Handbook 2025');
    expect(result.text).toBe(
      [
        '# Employee handbook',
        '## Holidays',
        'Everyone gets 25 days & public holidays.',
        '- Ask your manager',
        '- Book in the portal',
        'Line one\nLine two tabbed',
        'Role | Days\nStaff | 25',
      ].join('\n\n'),
    );
  });

  it('is found by its bytes too, and says when it cannot be read', async () => {
    const result = await extractText({ bytes: makeDocx(para('Hello')) });
    expect(result).toMatchObject({ kind: 'docx', text: 'Hello' });
    await expect(extractText({ bytes: utf8('not a zip'), fileName: 'old.docx' })).rejects.toThrow(KB_DOCX_UNREADABLE);
    await expect(extractText({ bytes: makeDocx(''), fileName: 'empty.docx' })).rejects.toThrow(KB_EMPTY_TEXT);
  });

  it('decodes numeric entities', () => {
    expect(documentXmlToText(`<w:p><w:r><w:t>caf&#233; &#x2014; ok</w:t></w:r></w:p>`)).toBe('café — ok');
  });
});

describe('extractText: CSV, Markdown, text', () => {
  it('turns CSV rows into lines named by the header, with quoting and other delimiters', async () => {
    const csv = 'Name,City,Note\r\nAda,London,"likes ""tea"", and cake"\r\nGrace,,"multi\nline"\r\n\r\n';
    expect((await extractText({ text: csv, fileName: 'people.csv' })).text).toBe(
      'Name: Ada; City: London; Note: likes "tea", and cake\nName: Grace; Note: multi line',
    );
    expect((await extractText({ text: 'a;b\n1;2', contentType: 'text/csv' })).text).toBe('a: 1; b: 2');
    await expect(extractText({ text: 'only,a,header', fileName: 'x.csv' })).rejects.toThrow(KB_CSV_EMPTY);
  });

  it('keeps Markdown and text as they are, normalised; Markdown gives its first heading as title', async () => {
    const md = await extractText({ bytes: utf8('\uFEFF# Guide\r\n\r\n\r\n\r\nText  \r\n'), fileName: 'guide.md' });
    expect(md).toMatchObject({ kind: 'md', title: 'Guide', text: '# Guide\n\nText' });
    const txt = await extractText({ bytes: utf8('plain\u0007 text'), fileName: 'notes.txt' });
    expect(txt).toMatchObject({ kind: 'txt', title: '', text: 'plain text' });
    await expect(extractText({ text: '   ', fileName: 'blank.txt' })).rejects.toThrow(KB_EMPTY_TEXT);
  });

  it('tells kinds apart by name, then content type, then bytes', () => {
    expect(detectContentKind({ fileName: 'a.HTM' })).toBe('html');
    expect(detectContentKind({ contentType: 'application/pdf' })).toBe('pdf');
    expect(detectContentKind({ bytes: utf8('%PDF-1.4') })).toBe('pdf');
    expect(detectContentKind({ bytes: utf8('<!DOCTYPE html><p>x') })).toBe('html');
    expect(detectContentKind({ contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) })).toBeNull();
  });

  it('refuses what it cannot read', async () => {
    await expect(extractText({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' })).rejects.toThrow(
      'This kind of file cannot be read: image/png.',
    );
  });
});
