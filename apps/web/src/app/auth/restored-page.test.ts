import { USER_TOKEN_KEY } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardRestoredPages } from './restored-page';

/** A window whose location.replace can be watched (jsdom's cannot be spied on). */
function fakeWindow(token: string | null) {
  const target = new EventTarget();
  const replace = vi.fn();
  const style = { visibility: '' };
  const win = {
    addEventListener: target.addEventListener.bind(target),
    localStorage: { getItem: (key: string) => (key === USER_TOKEN_KEY ? token : null) },
    document: { documentElement: { style } },
    location: { replace },
  } as unknown as Window;
  guardRestoredPages(win);
  const show = (persisted: boolean) => {
    const event = new Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: persisted });
    target.dispatchEvent(event);
  };
  return { show, replace, style };
}

describe('a page restored from the back-forward cache (issue 19)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('without a sign-in: hidden at once, and off to the sign-in', () => {
    const w = fakeWindow(null);
    w.show(true);
    expect(w.style.visibility).toBe('hidden');
    expect(w.replace).toHaveBeenCalledWith('/');
  });

  it('still signed in, or a normal load: left alone', () => {
    const signedIn = fakeWindow('a-token');
    signedIn.show(true);
    expect(signedIn.replace).not.toHaveBeenCalled();
    const fresh = fakeWindow(null);
    fresh.show(false);
    expect(fresh.replace).not.toHaveBeenCalled();
    expect(fresh.style.visibility).toBe('');
  });
});
