import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledTexts, inlineBootScript, precompress } from '../../packages/vite-plugins/src/index.ts';
import { appAfterFirstPaint } from './vite-plugins/app-after-first-paint.ts';
import { nonBlockingCss } from './vite-plugins/non-blocking-css.ts';
import { routeTableWithoutSchemas } from './vite-plugins/route-table-without-schemas.ts';

/** Server paths (and the patient app under /app/) the service worker must never answer with the portal shell. */
const SERVER_PATHS =
  /^\/(v3|oidc|login|register|forgot|change-password|docs|uploads|dev|chat|getstream|patient|app|auth\/config|auth\/app-config|metrics|socket\.io|accept-invitation|healthz|readyz)(\/|$|\?)/;

export default defineConfig({
  plugins: [
    react(),
    compiledTexts(),
    // The client reads a route's method and path only: zod stays out of the first download.
    routeTableWithoutSchemas(),
    nonBlockingCss(),
    // After it: the script and the sheet start after the first paint (boot/load-app.js).
    appAfterFirstPaint(),
    // boot/shell.js's frame and first reads, in the page itself (no request before the first paint).
    inlineBootScript(),
    VitePWA({
      // A new version is offered ("Reload to update"), never applied behind the user's back.
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'Recovery Portal',
        short_name: 'Recovery',
        description: 'The treatment center portal: patients, check-ins, chat and events.',
        theme_color: '#1971c2',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (issue 20): a quick first sign-in is then
        // already served through the worker, so its screens are kept for offline use. Updates still
        // wait for "Reload to update" (no skipWaiting).
        clientsClaim: true,
        runtimeCaching: [
          {
            // Reads the portal may show offline: patients, notes, events, inbox… Network first: online
            // users always get fresh data; the copy is for when the signal drops. (The function is
            // copied into the service worker as text, so it must not use anything from this file.)
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/(v3\/(?!.*get_presigned_url)|chat\/|auth\/config$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'portal-data',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 400, maxAgeSeconds: 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
    // Last, after the service worker is written: .br and .gz beside every text file (issue 13).
    precompress(),
  ],
  build: {
    // The server serves the portal from its static folder.
    outDir: path.resolve(import.meta.dirname, '../server/public'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The dashboard's 7-day line draws with d3-shape alone: it stays out of the chart library.
            { name: 'd3-shape', test: /[\\/]node_modules[\\/]d3-(shape|path)[\\/]/, priority: 2 },
            // The chart library is a chunk of its own, downloaded with the Reports tab only (issue 22:
            // with one importer left, the bundler folded its ~100 KB into the Reports tab's chunk).
            {
              name: 'charts',
              test: /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|victory-vendor|d3-[a-z-]+|@reduxjs|immer|reselect|react-redux|redux|redux-thunk|use-sync-external-store|es-toolkit|eventemitter3|decimal\.js-light|@mantine[\\/]core[\\/]esm[\\/]components[\\/]ColorSwatch)[\\/]/,
              priority: 1,
              // Only those libraries: what they share with the rest (React, Mantine) stays where it is.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v3': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
