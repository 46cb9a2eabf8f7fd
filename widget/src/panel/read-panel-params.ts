import { isRegion, type TRegion } from '@parley/core/regions/region-codes';
import type { TPanelMode } from '@parley/core/widget/embed';
import { apiBase } from '../shared/api-base';

export interface TPanelParams {
  agentId: string;
  region: TRegion;
  mode: TPanelMode;
  /** The regional API base: this origin's, or the loader's `data-api` override when it is on this origin. */
  api: string;
}

const MODES: readonly TPanelMode[] = ['widget', 'page', 'test', 'preview'];

/** The panel's parameters from its address hash (`widgetPanelUrl`), or null when they are unusable. */
export function readPanelParams(hash: string, origin: string): TPanelParams | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const agentId = params.get('agentId') ?? '';
  const region = params.get('region');
  const mode = (params.get('mode') ?? 'widget') as TPanelMode;
  if (!agentId || !isRegion(region) || !MODES.includes(mode)) return null;
  // Anyone can link to this page with any hash: an API elsewhere would let a stranger's server speak
  // on Parley's origin (titles, texts, where messages go). Only a path on this origin is taken.
  const override = params.get('api');
  let api = apiBase(origin, region);
  if (override) {
    try {
      const url = new URL(override, origin);
      if (url.origin === origin) api = url.href.replace(/\/+$/, '');
    } catch {
      // keep this origin's API
    }
  }
  return { agentId, region, mode, api };
}
