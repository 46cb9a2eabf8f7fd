/**
 * Bundles the functions into dist/ so that `firebase deploy` needs no workspace links: @parley/core
 * and zod are inlined; firebase-admin and firebase-functions stay dependencies of dist/package.json.
 */
import { build, context, type BuildOptions } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
// unpdf (2.3 MB, PDFs only) stays out of the bundle so every function starts fast; it loads when a PDF is read.
const external = ['firebase-admin', 'firebase-functions', 'unpdf'];

const options: BuildOptions = {
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'dist/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: external.map((name) => `${name}*`),
  logLevel: 'warning',
};

mkdirSync(join(here, 'dist'), { recursive: true });
writeFileSync(
  join(here, 'dist/package.json'),
  JSON.stringify(
    {
      name: 'parley-functions',
      private: true,
      main: 'index.js',
      engines: { node: '22' },
      dependencies: Object.fromEntries(external.map((name) => [name, pkg.dependencies[name]])),
    },
    null,
    2,
  ) + '\n',
);

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
  console.log('functions: watching for changes');
} else {
  await build(options);
}
