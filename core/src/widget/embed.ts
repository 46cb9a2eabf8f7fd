/**
 * Where the widget lives on Parley's origin and how a site embeds it. Dependency-free.
 *   <script src="{origin}/widget.js" data-agent-id="…" data-region="eu" async></script>
 */
import type { TRegion } from '../regions/region-codes';

export const WIDGET_SCRIPT_PATH = '/widget.js';
export const WIDGET_PANEL_PATH = '/widget/panel.html';
/** The live preview page: the real loader and panel on a blank page, showing a config the dashboard sends. */
export const WIDGET_PREVIEW_PATH = '/widget/preview.html';

/**
 * How the chat panel page is shown: inside the embedded widget (`widget`), as a whole page
 * (`page`: prototype and share pages), in the dashboard's test panel (`test`), or inside the
 * dashboard's live preview (`preview`: the widget with an unsaved config handed over by message).
 */
export type TPanelMode = 'widget' | 'page' | 'test' | 'preview';

/** The chat panel's address. Parameters travel in the hash so they never reach a server log. */
export function widgetPanelUrl(origin: string, args: { agentId: string; region: TRegion; mode: TPanelMode }): string {
  const hash = new URLSearchParams({ agentId: args.agentId, region: args.region, mode: args.mode });
  return `${origin}${WIDGET_PANEL_PATH}#${hash.toString()}`;
}

/** The one line a builder pastes into their site. */
export function embedSnippet(origin: string, args: { agentId: string; region: TRegion }): string {
  return `<script src="${origin}${WIDGET_SCRIPT_PATH}" data-agent-id="${args.agentId}" data-region="${args.region}" async></script>`;
}

/** The live preview page's address (parameters in the hash, as for the panel). */
export function widgetPreviewUrl(origin: string, args: { agentId: string; region: TRegion }): string {
  const hash = new URLSearchParams({ agentId: args.agentId, region: args.region });
  return `${origin}${WIDGET_PREVIEW_PATH}#${hash.toString()}`;
}
