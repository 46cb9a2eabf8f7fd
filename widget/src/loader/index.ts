/**
 * The widget loader: what a site loads with
 *   <script src="{origin}/widget.js" data-agent-id="…" data-region="eu" async></script>
 * No framework, nothing heavy: it reads its tag, installs `window.Parley`, fetches the public agent
 * config, records the `loads` event and draws the launcher. The chat itself is an iframe.
 */
import { fetchPublicAgentQuery } from '../shared/queries/fetch-public-agent-query';
import { createParleyApi, type TParleyApi } from './parley-api';
import { mountWidget } from './mount-widget';
import { sendLoadEventQuery } from './queries/send-load-event-query';
import { readScriptConfig } from './read-script-config';

declare global {
  interface Window {
    Parley?: TParleyApi | { q?: unknown[] };
  }
}

const VERSION = '1';

function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // very old browsers: no marks, no harm
  }
}

function measure(name: string, start: string, end: string): void {
  try {
    performance.measure(name, start, end);
  } catch {
    // marks missing
  }
}

function whenBodyExists(run: () => void): void {
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}

function boot(): void {
  mark('parley:loader-start');
  const existing = window.Parley;
  if (existing && 'version' in existing) return; // a second copy of the script: the first one serves
  const config = readScriptConfig(document);
  const parley = createParleyApi(existing?.q ?? [], VERSION);
  window.Parley = parley.api;
  if (typeof config === 'string' || !config.agentId) {
    console.warn(`[Parley] widget not shown: ${typeof config === 'string' ? config : 'data-agent-id is empty.'}`);
    parley.discard();
    return;
  }
  fetchPublicAgentQuery(config.api, config.agentId).then(
    (agent) =>
      whenBodyExists(() => {
        // Nothing of ours may throw into the host page: a failure draws no widget and says why once.
        try {
          mark('parley:mount-start');
          const controls = mountWidget({
            agent,
            config,
            doc: document,
            win: window,
            now: Date.now,
            emit: parley.emit,
            mark,
          });
          mark('parley:mount-end');
          measure('parley:mount', 'parley:mount-start', 'parley:mount-end');
          sendLoadEventQuery(config.api, config.agentId, config.region, Date.now());
          parley.attach(controls);
          parley.emit('ready', undefined);
        } catch (error) {
          console.warn(`[Parley] widget not shown: ${error instanceof Error ? error.message : String(error)}`);
          parley.discard();
        }
      }),
    (error: unknown) => {
      console.warn(
        `[Parley] widget not shown: the configuration of agent "${config.agentId}" could not be loaded (${
          error instanceof Error ? error.message : String(error)
        }).`,
      );
      parley.discard();
    },
  );
  mark('parley:loader-end');
  measure('parley:loader', 'parley:loader-start', 'parley:loader-end');
}

boot();
