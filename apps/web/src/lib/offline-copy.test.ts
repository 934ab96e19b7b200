import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, setTokenProvider } from './http';
import { OFFLINE_CACHE } from './offline';
import { forgetAnswers, keepAnswersWhenControlled } from './offline-copy';

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
      return {
        put: async (url: string, response: Response) => void kept.set(url, await response.text()),
      };
    },
  });
  return { kept, names };
}

const here = (path: string) => new URL(path, window.location.href).href;

describe('the first visit, kept for offline use', () => {
  let fetches: string[];
  beforeEach(() => {
    fetches = [];
    setTokenProvider(() => 'token-1');
    forgetAnswers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answering = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetches.push(url);
        if (url.includes('missing')) return new Response('{"message":"no"}', { status: 404 });
        return new Response(JSON.stringify({ url }), { status: 200 });
      }),
    );

  it('puts the answers it already has into the worker copy and asks nothing twice', async () => {
    const sw = worker();
    const { kept, names } = cacheStorage();
    answering();
    const stop = keepAnswersWhenControlled();
    const me = await request<{ url: string }>({ method: 'GET', url: '/v3/me' });
    await request({ method: 'GET', url: '/v3/memberships/m1/notes' });
    await request({ method: 'GET', url: '/v3/memberships/missing' });
    await request({ method: 'GET', url: '/v3/uploads/get_presigned_url?key=a' });
    await request({ method: 'POST', url: '/v3/activity', body: {} });
    expect(kept.size).toBe(0);
    sw.take();
    await vi.waitFor(() => expect(kept.size).toBe(2));
    // The page still read its own answer; the copy holds the same body.
    expect(me.data).toEqual({ url: '/v3/me' });
    expect(kept.get(here('/v3/me'))).toBe('{"url":"/v3/me"}');
    expect([...kept.keys()]).toEqual([here('/v3/me'), here('/v3/memberships/m1/notes')]);
    expect(names).toEqual([OFFLINE_CACHE]);
    // Each read reached the server once: a second read of the notes is a second access-history line.
    expect(fetches.filter((url) => url === '/v3/memberships/m1/notes')).toHaveLength(1);
    expect(fetches).toHaveLength(5);
    // Reads made once the worker is in control go through it: the page keeps nothing itself.
    await request({ method: 'GET', url: '/v3/patients' });
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.has(here('/v3/patients'))).toBe(false);
    stop();
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
    const inFlight = request({ method: 'GET', url: '/v3/home/stats' });
    sw.take();
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(0);
    release();
    await inFlight;
    await vi.waitFor(() => expect(kept.get(here('/v3/home/stats'))).toBe('{"late":true}'));
  });

  it('writes nothing after a sign-out that came before the worker', async () => {
    const sw = worker();
    const { kept } = cacheStorage();
    answering();
    keepAnswersWhenControlled();
    await request({ method: 'GET', url: '/v3/me' });
    forgetAnswers();
    sw.take();
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(0);
  });
});
