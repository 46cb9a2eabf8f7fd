const SVG = 'http://www.w3.org/2000/svg';

/** Path data of the launcher's icons (24×24 viewBox, stroked). */
export const ICONS = {
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

/** An inline SVG icon, hidden from screen readers (its button carries the label). */
export function createIcon(doc: Document, path: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = doc.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}
