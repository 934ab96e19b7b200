import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledTexts } from '../../packages/vite-plugins/src/index.ts';
import { preactAliases } from './preact.ts';

// Testing Library's ES build, so that its `react` and `react-dom` imports go through the aliases
// too: the tests render with Preact, as the app ships (its CommonJS build would load React).
const testingLibrary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

export default defineConfig({
  plugins: [react({ refreshExclude: /./ }), compiledTexts()],
  resolve: {
    alias: [{ find: /^@testing-library\/react$/, replacement: testingLibrary }, ...preactAliases],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The libraries that import `react` run through Vite so the aliases reach them.
    server: { deps: { inline: [/@testing-library\/react/, /wouter/, /@tanstack\/react-query/] } },
    // Component tests share two cores with the server's integration tests in `npm test`: a
    // user-event journey through a form can take over vitest's default 5 s there (a speed limit
    // is not what these tests check; npm run bench measures speed).
    testTimeout: 15_000,
  },
});
