import { vi } from 'vitest';

/** A service worker container that does not control the page until `take()`. */
export function fakeServiceWorker() {
  const target = new EventTarget();
  const sw = Object.assign(target, { controller: null as object | null });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: sw });
  return {
    take: () => {
      sw.controller = {};
      sw.dispatchEvent(new Event('controllerchange'));
    },
  };
}

/** Cache Storage as the worker's copy sees it (jsdom has none): what was put, by URL, and where. */
export function fakeCacheStorage() {
  const kept = new Map<string, string>();
  const names: string[] = [];
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      names.push(name);
      return {
        put: async (url: string, response: Response) => void kept.set(url, await response.text()),
      };
    },
  });
  return { kept, names };
}

/** A server that answers every URL with `{ url }` (404 for one naming "missing"); returns what was asked. */
export function fakeFetch() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.includes('missing')) return new Response('{"message":"no"}', { status: 404 });
      return new Response(JSON.stringify({ url }), { status: 200 });
    }),
  );
  return asked;
}
