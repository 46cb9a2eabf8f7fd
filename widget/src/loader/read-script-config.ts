import { DEFAULT_REGION, isRegion, type TRegion } from '@parley/core/regions/region-codes';
import { WIDGET_SCRIPT_PATH } from '@parley/core/widget/embed';
import { apiBase } from '../shared/api-base';

/** What the embedding `<script>` tag says. */
export interface TScriptConfig {
  agentId: string;
  region: TRegion;
  /** Parley's origin: where the script, the panel and (by default) the API live. */
  origin: string;
  /** The regional API base; `data-api` overrides it. */
  api: string;
  /** True when `data-api` set the API base (the panel is told too). */
  apiOverridden: boolean;
}

function isOurScript(script: HTMLScriptElement): boolean {
  if (!script.src || !script.dataset.agentId) return false;
  try {
    return new URL(script.src).pathname.endsWith(WIDGET_SCRIPT_PATH);
  } catch {
    return false;
  }
}

/**
 * Reads our own script tag: `document.currentScript` while the script evaluates, else the last
 * `<script src=".../widget.js" data-agent-id>` on the page. Returns an error text when it cannot.
 */
export function readScriptConfig(doc: Document): TScriptConfig | string {
  const current = doc.currentScript;
  const script =
    current instanceof HTMLScriptElement && isOurScript(current)
      ? current
      : Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-agent-id]')).filter(isOurScript).pop();
  if (!script) return 'no <script src=".../widget.js" data-agent-id="…"> tag found.';
  const agentId = (script.dataset.agentId ?? '').trim();
  const regionValue = (script.dataset.region ?? DEFAULT_REGION).trim();
  if (!isRegion(regionValue)) return `data-region must be eu or na, not "${regionValue}".`;
  const origin = new URL(script.src).origin;
  const override = script.dataset.api?.trim();
  return {
    agentId,
    region: regionValue,
    origin,
    api: override ? new URL(override, script.src).href.replace(/\/+$/, '') : apiBase(origin, regionValue),
    apiOverridden: Boolean(override),
  };
}
