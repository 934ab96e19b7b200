import { USER_TOKEN_KEY } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORED_SIGN_IN_MARGIN_MS, storedSignIn } from './oidc';

const NOW = Date.UTC(2026, 10, 24, 1, 0, 0);
const portalKey = 'oidc.user:http://localhost:3000/oidc:portal';
const user = (token: string, expiresInMs: number) =>
  JSON.stringify({ access_token: token, expires_at: (NOW + expiresInMs) / 1000, profile: { auth_time: 1 } });

describe('storedSignIn (the first screen asks the API at once, issue 22)', () => {
  beforeEach(() => window.localStorage.clear());

  it('returns the stored sign-in when the token and the library user agree and it is current', () => {
    window.localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    window.localStorage.setItem(portalKey, user('tok-a', 10 * 60_000));
    expect(storedSignIn(window.localStorage, NOW)).toEqual({
      access_token: 'tok-a',
      expires_at: (NOW + 10 * 60_000) / 1000,
      profile: { auth_time: 1 },
    });
  });

  it('is null when signed out: no token, or no library user holding it', () => {
    window.localStorage.setItem(portalKey, user('tok-a', 10 * 60_000));
    expect(storedSignIn(window.localStorage, NOW)).toBeNull();
    window.localStorage.clear();
    window.localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    expect(storedSignIn(window.localStorage, NOW)).toBeNull();
  });

  it("ignores another client's user on the same origin (the patient app)", () => {
    window.localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    window.localStorage.setItem(
      'oidc.user:http://localhost:3000/oidc:patient-app',
      user('tok-b', 60 * 60_000),
    );
    expect(storedSignIn(window.localStorage, NOW)).toBeNull();
  });

  it('leaves an expired or nearly expired sign-in to the library (it renews)', () => {
    window.localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    window.localStorage.setItem(portalKey, user('tok-a', STORED_SIGN_IN_MARGIN_MS));
    expect(storedSignIn(window.localStorage, NOW)).toBeNull();
    window.localStorage.setItem(portalKey, user('tok-a', -1_000));
    expect(storedSignIn(window.localStorage, NOW)).toBeNull();
  });

  it('is null for a damaged entry', () => {
    window.localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    window.localStorage.setItem(portalKey, '{not json');
    expect(storedSignIn(window.localStorage, NOW)).toBeNull();
  });
});
