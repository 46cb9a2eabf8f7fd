/**
 * `node --import tsx widget/build.ts [--watch] [--out DIR]`: builds the widget into client/dist (or DIR),
 * which Hosting serves. Run it after `vite build`, which empties client/dist.
 */
import { relative } from 'node:path';
import { buildWidget, CLIENT_DIST } from './build-widget';

const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 && process.argv[outIndex + 1] ? process.argv[outIndex + 1]! : CLIENT_DIST;
const watch = process.argv.includes('--watch');
const started = Date.now();
await buildWidget({ outDir, watch });
const where = relative(process.cwd(), outDir) || '.';
console.log(
  watch
    ? `[widget] watching widget/src into ${where} (panel.html is copied once: restart after editing it)`
    : `[widget] built into ${where} in ${Date.now() - started} ms`,
);
