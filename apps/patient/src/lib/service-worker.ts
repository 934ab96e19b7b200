/**
 * Registers the app's service worker (scope /app/): the shell offline, the last answers seen, Web
 * Push. A worker that became active while this page was still loading (the sign-in's redirect back
 * to /app/callback) did not take it, so the page asks it to (public/claim-sw.js); the page then
 * keeps its reads for offline use (lib/offline-copy.ts, on `controllerchange`). Asking a worker
 * that already controls the page changes nothing.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer): Promise<void> {
  await container.register('/app/sw.js', { scope: '/app/' });
  const registration = await container.ready;
  if (!container.controller) registration.active?.postMessage({ type: 'claim' });
}
