/**
 * The chat panel page (`/widget/panel.html#agentId=…&region=…&mode=widget|page|test|preview`): inside
 * the widget's iframe, as a whole page (prototype, share), in the dashboard's test panel, or in the
 * dashboard's live preview (config handed over by message, see widget-protocol.ts).
 */
import { render } from 'preact';
import { ChatPanel } from './components/ChatPanel';
import { parentBridge } from './parent-bridge';
import { readPanelParams } from './read-panel-params';

const params = readPanelParams(location.hash, location.origin);
const root = document.getElementById('app')!;
if (params) {
  document.documentElement.classList.add(`mode-${params.mode}`);
  const gate = { preview: params.mode === 'preview', origin: location.origin };
  render(<ChatPanel params={params} bridge={parentBridge(window, gate)} />, root);
} else {
  root.textContent = 'This chat link is incomplete.';
}
