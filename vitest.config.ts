import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: 'client', root: 'packages/client', environment: 'jsdom' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          globalSetup: ['test/global-setup.ts'],
        },
      },
      { extends: 'apps/web/vitest.config.ts', test: { name: 'web', root: 'apps/web' } },
      { extends: 'apps/patient/vitest.config.ts', test: { name: 'patient', root: 'apps/patient' } },
    ],
  },
});
