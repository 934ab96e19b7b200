import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledTexts } from '../../packages/vite-plugins/src/index.ts';

export default defineConfig({
  plugins: [react(), compiledTexts()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    css: false,
    // Component tests share two cores with the server's integration tests in `npm test`: a
    // user-event journey through a form can take over vitest's default 5 s there (a speed limit
    // is not what these tests check; npm run bench measures speed).
    testTimeout: 15_000,
  },
});
