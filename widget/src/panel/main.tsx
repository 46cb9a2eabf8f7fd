/**
 * The chat panel page (`/widget/panel.html#agentId=…&region=…&mode=widget|page|test`): inside the
 * widget's iframe, as a whole page (prototype, share), or in the dashboard's test panel.
 */
import { render } from 'preact';
import { ChatPanel } from './components/ChatPanel';
import { parentBridge } from './parent-bridge';
import { readPanelParams } from './read-panel-params';

const params = readPanelParams(location.hash, location.origin);
const root = document.getElementById('app')!;
if (params) {
  document.documentElement.classList.add(`mode-${params.mode}`);
  render(<ChatPanel params={params} bridge={parentBridge(window)} />, root);
} else {
  root.textContent = 'This chat link is incomplete.';
}
