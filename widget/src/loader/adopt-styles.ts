import { createElement } from './create-element';

/**
 * Adds CSS to the shadow root as a constructed style sheet, which a host page's Content-Security-Policy
 * (`style-src` without 'unsafe-inline') does not block, as it would a <style> element; falls back to
 * <style> where constructed sheets are missing (older Safari). Returns how to replace that CSS.
 */
export function adoptStyles(doc: Document, root: ShadowRoot, css: string): (css: string) => void {
  try {
    const sheet = new (doc.defaultView ?? window).CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return (next) => sheet.replaceSync(next);
  } catch {
    const style = createElement(doc, 'style', {}, css);
    root.append(style);
    return (next) => (style.textContent = next);
  }
}
