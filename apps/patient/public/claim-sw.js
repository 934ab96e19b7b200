// Imported by the generated service worker (vite.config.ts). On its first install the worker takes
// the pages open at its activation (clients.claim). A page still on its way then, the sign-in's
// redirect back to /app/callback, is not among them and would stay without the worker (no offline
// copy) until it loads again: it asks (src/lib/service-worker.ts), and is taken.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'claim') event.waitUntil(self.clients.claim());
});
