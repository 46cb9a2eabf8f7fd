/**
 * Bundles the widget (esbuild) into a folder laid out as Hosting serves it:
 *   {outDir}/widget.js             the loader (IIFE, no framework)
 *   {outDir}/widget/panel.html     the chat panel page, with panel.js and panel.css beside it
 *   {outDir}/widget/preview.html   the dashboard's live preview page, with preview.js
 */
import { build, context, type BuildOptions } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { WIDGET_PANEL_PATH, WIDGET_PREVIEW_PATH, WIDGET_SCRIPT_PATH } from '@parley/core/widget/embed';

const HERE = import.meta.dirname;

/** The dashboard's dist folder, which Hosting serves. */
export const CLIENT_DIST = join(HERE, '../client/dist');

export async function buildWidget(args: { outDir: string; watch?: boolean }): Promise<void> {
  const panelDir = join(args.outDir, dirname(WIDGET_PANEL_PATH));
  const common: BuildOptions = {
    bundle: true,
    minify: true,
    target: 'es2019',
    legalComments: 'none',
    logLevel: 'warning',
    tsconfig: join(HERE, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  const builds: BuildOptions[] = [
    {
      ...common,
      entryPoints: [join(HERE, 'src/loader/index.ts')],
      outfile: join(args.outDir, WIDGET_SCRIPT_PATH),
      format: 'iife',
    },
    {
      ...common,
      entryPoints: [join(HERE, 'src/panel/main.tsx')],
      outfile: join(panelDir, 'panel.js'),
      format: 'iife',
      jsx: 'automatic',
      jsxImportSource: 'preact',
    },
    {
      // The dashboard's live preview page: the loader again, taking its config by message.
      ...common,
      entryPoints: [join(HERE, 'src/preview/main.ts')],
      outfile: join(panelDir, 'preview.js'),
      format: 'iife',
    },
    {
      ...common,
      entryPoints: [join(HERE, 'src/panel/panel.css')],
      outfile: join(panelDir, 'panel.css'),
      // The panel's CSS uses color-mix(); these are the browsers that have it, so nothing is lowered.
      target: ['chrome111', 'firefox113', 'safari16.2'],
      // DM Sans (the default font, spec §9) is served with the panel: {outDir}/widget/fonts/.
      loader: { '.woff2': 'file', '.woff': 'file' },
      assetNames: 'fonts/[name]-[hash]',
    },
  ];
  mkdirSync(panelDir, { recursive: true });
  copyFileSync(join(HERE, 'src/panel/panel.html'), join(args.outDir, WIDGET_PANEL_PATH));
  copyFileSync(join(HERE, 'src/preview/preview.html'), join(args.outDir, WIDGET_PREVIEW_PATH));
  if (args.watch) {
    for (const options of builds) await (await context(options)).watch();
  } else {
    await Promise.all(builds.map((options) => build(options)));
  }
}
