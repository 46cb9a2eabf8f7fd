/**
 * `npm test`: typecheck, lint, unit tests, then one local stack (`firebase emulators:exec`) around
 * the integration and browser tests. Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  [
    'integration and browser tests (local stack)',
    ['npx', 'tsx', 'emulators/stack.ts', 'exec', '--', 'npx vitest run --project integration --project e2e'],
  ],
];

const only = process.argv[2];
const started = Date.now();
for (const [label, [command, ...args]] of steps) {
  if (only && !label.startsWith(only)) continue;
  const t = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command!, args, { stdio: 'inherit' });
  const took = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${took} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${took} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
