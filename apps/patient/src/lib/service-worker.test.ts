import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** A page's service worker container: registered, its worker active, controlling the page or not. */
function container(controlled: boolean) {
  const postMessage = vi.fn();
  const value = {
    register: vi.fn(async () => ({})),
    ready: Promise.resolve({ active: { postMessage } }),
    controller: controlled ? {} : null,
  };
  return { value: value as unknown as ServiceWorkerContainer, register: value.register, postMessage };
}

describe('the page and its service worker', () => {
  it('asks the active worker to take a page it did not take at its activation', async () => {
    const page = container(false);
    await registerServiceWorker(page.value);
    expect(page.register).toHaveBeenCalledWith('/app/sw.js', { scope: '/app/' });
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'claim' });
  });

  it('asks nothing when the worker already controls the page', async () => {
    const page = container(true);
    await registerServiceWorker(page.value);
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('the worker (public/claim-sw.js) takes the pages when asked, and only then', async () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    const claim = vi.fn(async () => undefined);
    const self = {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
      clients: { claim },
    };
    const source = readFileSync(path.resolve(import.meta.dirname, '../../public/claim-sw.js'), 'utf8');
    vm.runInNewContext(source, { self });
    const waitUntil = vi.fn();
    listeners.message?.({ data: { type: 'something else' }, waitUntil });
    listeners.message?.({ data: null, waitUntil });
    expect(claim).not.toHaveBeenCalled();
    listeners.message?.({ data: { type: 'claim' }, waitUntil });
    expect(claim).toHaveBeenCalledOnce();
    expect(waitUntil).toHaveBeenCalledOnce();
  });
});
