/**
 * The live preview page (`/widget/preview.html#agentId=…&region=…`), framed by the dashboard's widget
 * settings: the real loader and panel on a blank page, painted with the config the dashboard hands
 * over (`preview-config`, the unsaved draft) instead of the published one. Configs are taken only from
 * the page that frames this one, on Parley's own origin; Hosting refuses to let other sites frame it.
 */
import { isRegion } from '@parley/core/regions/region-codes';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { acceptPreviewConfig } from '@parley/core/widget/widget-protocol';
import { mountWidget } from '../loader/mount-widget';
import { apiBase } from '../shared/api-base';

const params = new URLSearchParams(location.hash.replace(/^#/, ''));
const agentId = params.get('agentId') ?? '';
const region = params.get('region');
let widget: ReturnType<typeof mountWidget> | null = null;

if (agentId && isRegion(region)) {
  window.addEventListener('message', (event) => {
    const config = acceptPreviewConfig(event, { parent: window.parent, origin: location.origin });
    if (!config) return;
    const agent = { ...config, ID: agentId } as TPublicAgent;
    if (widget) {
      widget.update(agent);
      return;
    }
    widget = mountWidget({
      agent,
      config: { agentId, region, origin: location.origin, api: apiBase(location.origin, region), apiOverridden: false },
      doc: document,
      win: window,
      now: Date.now,
      emit: () => undefined,
      mark: () => undefined,
      panelMode: 'preview',
    });
  });
}
