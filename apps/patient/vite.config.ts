import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  compiledTexts,
  inlineBootScript,
  inlineEntryCss,
  precompress,
  screenFiles,
  textFiles,
} from '../../packages/vite-plugins/src/index.ts';
import { preactAliases } from './preact.ts';

/**
 * The patient app: served by the server under /app/ (apps/server/src/http/spa.ts), with its own
 * manifest and service worker whose scope is /app/ only, so it never answers the portal's pages.
 */
export default defineConfig({
  base: '/app/',
  resolve: { alias: preactAliases },
  plugins: [
    // JSX only: React's fast refresh cannot drive Preact, so an edit reloads the page in `vite` dev.
    react({ refreshExclude: /./ }),
    compiledTexts(),
    inlineEntryCss(),
    // boot/early.js (the first reads) in the page itself: no request before they start.
    inlineBootScript(),
    // Names each language's texts file in the page: boot/early.js preloads the one the app opens in.
    textFiles('app'),
    // …and the files of the questionnaire's screen, which a reminder opens (goal 8d).
    screenFiles(['src/screens/assessment.tsx']),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      scope: '/app/',
      manifest: {
        id: '/app/',
        name: 'Recovery app',
        short_name: 'Recovery',
        description:
          'Your recovery companion: daily check-in, tasks, progress and messages with your center.',
        theme_color: '#1864ab',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/app/',
        scope: '/app/',
        icons: [
          { src: '/app/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/app/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/app/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      includeAssets: ['icons/apple-touch-icon.png', 'push-sw.js', 'claim-sw.js'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg}'],
        navigateFallback: '/app/index.html',
        navigateFallbackAllowlist: [/^\/app\//],
        cleanupOutdatedCaches: true,
        // Web Push and notification clicks (public/push-sw.js): payloads carry no health data. A page
        // the first activation missed asks to be taken (public/claim-sw.js).
        importScripts: ['/app/push-sw.js', '/app/claim-sw.js'],
        runtimeCaching: [
          {
            // What the patient last saw, for opening offline (network first: online is always fresh).
            // The function is copied into the service worker as text: nothing from this file inside.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/(patient\/|chat\/(?!.*presign)|v3\/me$|auth\/app-config$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'patient-data',
              networkTimeoutSeconds: 8,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, '../server/public-app'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '^/(patient|chat|v3|oidc|auth|getstream|login|uploads)': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
