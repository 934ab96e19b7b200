import { fakeCacheStorage, fakeFetch, fakeServiceWorker } from '@portal/client/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { request, setTokenProvider } from './http';
import { OFFLINE_CACHE } from './offline';
import { forgetAnswers, keepAnswersWhenControlled } from './offline-copy';

// How the copy works is @portal/client's to test; here, that the portal's client feeds it its reads.
afterEach(() => {
  forgetAnswers();
  vi.unstubAllGlobals();
});

const here = (path: string) => new URL(path, window.location.href).href;

it("keeps the first visit's reads in the portal's worker copy, asking nothing twice", async () => {
  const sw = fakeServiceWorker();
  const { kept, names } = fakeCacheStorage();
  const fetches = fakeFetch();
  setTokenProvider(() => 'token-1');
  const stop = keepAnswersWhenControlled();
  const me = await request<{ url: string }>({ method: 'GET', url: '/v3/me' });
  await request({ method: 'GET', url: '/v3/memberships/m1/notes' });
  await request({ method: 'GET', url: '/v3/uploads/get_presigned_url?key=a' });
  await request({ method: 'POST', url: '/v3/activity', body: {} });
  sw.take();
  await vi.waitFor(() => expect(kept.size).toBe(2));
  expect(me.data).toEqual({ url: '/v3/me' });
  expect([...kept.keys()]).toEqual([here('/v3/me'), here('/v3/memberships/m1/notes')]);
  expect(names).toEqual([OFFLINE_CACHE]);
  expect(fetches).toHaveLength(4);
  stop();
});
