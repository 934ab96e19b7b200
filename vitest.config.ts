import { configDefaults, defineConfig } from 'vitest/config';

/** The server's test files that replace a module with `vi.mock`. */
const MOCKING = ['src/db/pglite-thread.test.ts'];

const server = {
  root: 'apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file opens its own database; two at a time suits a 2-core machine.
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
  globalSetup: ['test/global-setup.ts'],
} as const;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: 'client', root: 'packages/client', environment: 'jsdom' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      {
        test: {
          ...server,
          name: 'server',
          // The server's files share their workers' module cache (each still opens its own
          // database): importing the whole server once per worker, not once per file, took a
          // quarter off the server tests' time (16 files: 141 s → 101 s on a loaded machine).
          isolate: false,
          exclude: [...configDefaults.exclude, ...MOCKING],
        },
      },
      {
        // Files that mock a module (vi.mock) need a module cache of their own.
        test: { ...server, name: 'server-mocks', include: MOCKING },
      },
      { extends: 'apps/web/vitest.config.ts', test: { name: 'web', root: 'apps/web' } },
      { extends: 'apps/patient/vitest.config.ts', test: { name: 'patient', root: 'apps/patient' } },
    ],
  },
});
