import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineCopy, type OfflineCopy } from './offline-copy';
import { fakeCacheStorage, fakeFetch, fakeServiceWorker } from './testing';

const here = (path: string) => new URL(path, window.location.href).href;

/** The way both apps' HTTP clients use the copy: note a GET's answer when it went around the worker. */
async function read(copy: OfflineCopy, url: string, method = 'GET') {
  const around = method === 'GET' && copy.aroundWorker();
  const response = await fetch(url, { method });
  if (around) copy.noteAnswer(url, response);
  return response.status === 200 ? ((await response.json()) as unknown) : undefined;
}

describe('the first visit, kept for opening offline', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the answers it already has into the worker copy and asks nothing twice', async () => {
    const sw = fakeServiceWorker();
    const { kept, names } = fakeCacheStorage();
    const fetches = fakeFetch();
    const copy = createOfflineCopy({ cacheName: 'app-data', kept: /^\/(v3\/(?!.*presigned)|chat\/)/ });
    const stop = copy.keepAnswersWhenControlled();
    const me = await read(copy, '/v3/me');
    await read(copy, '/v3/memberships/m1/notes');
    await read(copy, '/v3/memberships/missing');
    await read(copy, '/v3/uploads/presigned?key=a');
    await read(copy, '/other/thing');
    await read(copy, 'https://elsewhere.example/v3/me');
    await read(copy, '/v3/activity', 'POST');
    expect(kept.size).toBe(0);
    sw.take();
    await vi.waitFor(() => expect(kept.size).toBe(2));
    // The page still read its own answer; the copy holds the same body.
    expect(me).toEqual({ url: '/v3/me' });
    expect(kept.get(here('/v3/me'))).toBe('{"url":"/v3/me"}');
    expect([...kept.keys()]).toEqual([here('/v3/me'), here('/v3/memberships/m1/notes')]);
    expect(names).toEqual(['app-data']);
    // Each read reached the server once: a second read of the notes is a second access-history line.
    expect(fetches.filter((url) => url === '/v3/memberships/m1/notes')).toHaveLength(1);
    expect(fetches).toHaveLength(7);
    // Reads made once the worker is in control go through it: the page keeps nothing itself.
    expect(copy.aroundWorker()).toBe(false);
    await read(copy, '/v3/patients');
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.has(here('/v3/patients'))).toBe(false);
    stop();
  });

  it("keeps each app's reads in that app's cache, by that app's paths", async () => {
    const sw = fakeServiceWorker();
    const { kept, names } = fakeCacheStorage();
    fakeFetch();
    const portal = createOfflineCopy({ cacheName: 'portal-data', kept: /^\/v3\// });
    const patient = createOfflineCopy({ cacheName: 'patient-data', kept: /^\/patient\// });
    portal.keepAnswersWhenControlled();
    patient.keepAnswersWhenControlled();
    await read(portal, '/v3/patients');
    await read(portal, '/patient/membership');
    await read(patient, '/patient/membership');
    await read(patient, '/v3/patients');
    sw.take();
    await vi.waitFor(() => expect(kept.size).toBe(2));
    expect(names.sort()).toEqual(['patient-data', 'portal-data']);
  });

  it('keeps a read still in flight when the worker took the page, once it answers', async () => {
    const sw = fakeServiceWorker();
    const { kept } = fakeCacheStorage();
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
    const copy = createOfflineCopy({ cacheName: 'app-data', kept: /^\/v3\// });
    copy.keepAnswersWhenControlled();
    const inFlight = read(copy, '/v3/home/stats');
    sw.take();
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(0);
    release();
    await inFlight;
    await vi.waitFor(() => expect(kept.get(here('/v3/home/stats'))).toBe('{"late":true}'));
  });

  it('writes nothing after a sign-out that came before the worker', async () => {
    const sw = fakeServiceWorker();
    const { kept } = fakeCacheStorage();
    fakeFetch();
    const copy = createOfflineCopy({ cacheName: 'app-data', kept: /^\/v3\// });
    copy.keepAnswersWhenControlled();
    await read(copy, '/v3/me');
    copy.forgetAnswers();
    sw.take();
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(0);
  });

  it('writes nothing once the page that was waiting for the worker stopped waiting', async () => {
    const sw = fakeServiceWorker();
    const { kept } = fakeCacheStorage();
    fakeFetch();
    const copy = createOfflineCopy({ cacheName: 'app-data', kept: /^\/v3\// });
    const stop = copy.keepAnswersWhenControlled();
    await read(copy, '/v3/me');
    stop();
    sw.take();
    await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(0);
  });
});
