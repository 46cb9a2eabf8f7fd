import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { themeVars } from '../shared/theme-vars';

const CUSTOM_CSS_ID = 'parley-custom-css';

/** Paints the panel page in the agent's theme and font, and adds the builder's custom CSS (this page only). */
export function applyPanelTheme(doc: Document, agent: TPublicAgent): void {
  const root = doc.documentElement;
  const { dark, vars } = themeVars(agent);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // The language the answers are in (the agent's, or the visitor's for automatic).
  root.lang = !agent.lang || agent.lang === 'automatic' ? navigator.language : agent.lang;
  // One style element, replaced on every call (the live preview repaints as the builder types).
  let style = doc.getElementById(CUSTOM_CSS_ID);
  if (!agent.ADVANCED_customCSS) {
    style?.remove();
    return;
  }
  if (!style) {
    style = doc.createElement('style');
    style.id = CUSTOM_CSS_ID;
    doc.head.append(style);
  }
  style.textContent = agent.ADVANCED_customCSS;
}
