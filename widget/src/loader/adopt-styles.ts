import { createElement } from './create-element';

/**
 * Adds CSS to the shadow root as a constructed style sheet, which a host page's Content-Security-Policy
 * (`style-src` without 'unsafe-inline') does not block, as it would a <style> element; falls back to
 * <style> where constructed sheets are missing (older Safari).
 */
export function adoptStyles(doc: Document, root: ShadowRoot, css: string): void {
  try {
    const sheet = new (doc.defaultView ?? window).CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    root.append(createElement(doc, 'style', {}, css));
  }
}
