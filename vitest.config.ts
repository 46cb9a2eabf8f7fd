import { defineConfig } from 'vitest/config';

/**
 * unit: pure code, no stack. integration and e2e: need the local stack (run inside
 * `tsx emulators/stack.ts exec`, which sets PARLEY_BASE_URL); they share one stack, one file at a time.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'client/src/**/*.test.ts',
            'widget/src/**/*.test.ts',
            'emulators/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/src/**/*.integration.test.ts', 'emulators/**/*.integration.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
