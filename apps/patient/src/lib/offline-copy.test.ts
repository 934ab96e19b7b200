import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './http';
import { forgetAnswers, keepAnswersWhenControlled, OFFLINE_CACHE } from './offline-copy';

/** A service worker container that does not control the page until `take()`. */
function worker() {
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

/** Cache Storage as the worker's copy sees it (jsdom has none): what was put, by URL. */
function cacheStorage() {
  const kept = new Map<string, string>();
  const names: string[] = [];
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      names.push(name);
      return { put: async (url: string, res: Response) => void kept.set(url, await res.text()) };
    },
  });
  return { kept, names };
}

const here = (path: string) => new URL(path, window.location.href).href;

describe("the app's first visit, kept for opening offline", () => {
  let fetches: string[];
  beforeEach(() => {
    fetches = [];
    forgetAnswers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        fetches.push(path);
        if (path.includes('missing')) return new Response('{"message":"no"}', { status: 404 });
        return new Response(JSON.stringify({ path }), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the answers it has into the worker copy when it takes the page, asking nothing twice', async () => {
    const sw = worker();
    const { kept, names } = cacheStorage();
    keepAnswersWhenControlled();
    expect(await api('GET', '/patient/membership')).toEqual({ path: '/patient/membership' });
    await api('GET', '/patient/check_ins/today');
    await api('GET', '/patient/missing').catch(() => undefined);
    await api('GET', '/chat/uploads/presign');
    await api('POST', '/patient/check_ins', { mood: 90 });
    expect(kept.size).toBe(0);
    sw.take();
    await vi.waitFor(() => expect(kept.size).toBe(2));
    expect(kept.get(here('/patient/membership'))).toBe('{"path":"/patient/membership"}');
    expect([...kept.keys()]).toEqual([here('/patient/membership'), here('/patient/check_ins/today')]);
    expect(names).toEqual([OFFLINE_CACHE]);
    // Each read reached the server once: the patient's reads are in the access history.
    expect(fetches).toHaveLength(5);
    // Once the worker is in control, reads go through it: the app keeps nothing itself.
    await api('GET', '/patient/tasks');
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.has(here('/patient/tasks'))).toBe(false);
  });

  it('keeps a read still in flight when the worker took the page, once it answers', async () => {
    const sw = worker();
    const { kept } = cacheStorage();
    let release = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response('{"late":true}', { status: 200 }));
          }),
      ),
    );
    keepAnswersWhenControlled();
    const inFlight = api('GET', '/patient/membership');
    sw.take();
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(0);
    release();
    await inFlight;
    await vi.waitFor(() => expect(kept.get(here('/patient/membership'))).toBe('{"late":true}'));
  });

  it('writes nothing after a sign-out that came before the worker', async () => {
    const sw = worker();
    const { kept } = cacheStorage();
    keepAnswersWhenControlled();
    await api('GET', '/v3/me');
    forgetAnswers();
    sw.take();
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(0);
  });
});
