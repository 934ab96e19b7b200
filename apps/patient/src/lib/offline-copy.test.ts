import { fakeCacheStorage, fakeFetch, fakeServiceWorker } from '@portal/client/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { api } from './http';
import { forgetAnswers, keepAnswersWhenControlled, OFFLINE_CACHE } from './offline-copy';

// How the copy works is @portal/client's to test; here, that the app's client feeds it its reads.
afterEach(() => {
  forgetAnswers();
  vi.unstubAllGlobals();
});

const here = (path: string) => new URL(path, window.location.href).href;

it("keeps the first visit's reads in the app's worker copy, asking nothing twice", async () => {
  const sw = fakeServiceWorker();
  const { kept, names } = fakeCacheStorage();
  const fetches = fakeFetch();
  keepAnswersWhenControlled();
  expect(await api('GET', '/patient/membership')).toEqual({ url: '/patient/membership' });
  await api('GET', '/patient/check_ins/today');
  await api('GET', '/chat/uploads/presign');
  await api('POST', '/patient/check_ins', { mood: 90 });
  sw.take();
  await vi.waitFor(() => expect(kept.size).toBe(2));
  expect([...kept.keys()]).toEqual([here('/patient/membership'), here('/patient/check_ins/today')]);
  expect(names).toEqual([OFFLINE_CACHE]);
  expect(fetches).toHaveLength(4);
});
