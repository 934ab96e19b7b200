import { readFileSync } from 'node:fs';
import path from 'node:path';
import { USER_TOKEN_KEY } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedSignIn } from './oidc';

// public/shell.js draws the signed-in frame before the portal's script arrives (issue 22). It cannot
// import storedSignIn (it must not wait for the bundle), so this keeps the twins agreeing.
const source = readFileSync(path.resolve(import.meta.dirname, '../../../public/shell.js'), 'utf8');
// The file as the browser runs it: a script in the page's global scope.
const drawShell = new Function(source) as () => void;

const portalKey = 'oidc.user:http://localhost:3000/oidc:portal';
const appKey = 'oidc.user:http://localhost:3000/oidc:patient-app';
const user = (token: string, expiresInMs: number) =>
  JSON.stringify({ access_token: token, expires_at: (Date.now() + expiresInMs) / 1000, profile: {} });

/** Storage states: signed in, signed out, half cleared, expiring, the patient app's sign-in, damaged. */
const states: Record<string, () => void> = {
  'signed in': () => {
    localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    localStorage.setItem(portalKey, user('tok-a', 10 * 60_000));
  },
  'signed out': () => {},
  'token without the library user': () => localStorage.setItem(USER_TOKEN_KEY, 'tok-a'),
  'library user without the token': () => localStorage.setItem(portalKey, user('tok-a', 10 * 60_000)),
  'expiring within the minute': () => {
    localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    localStorage.setItem(portalKey, user('tok-a', 30_000));
  },
  'the patient app signed in on the same origin': () => {
    localStorage.setItem('patient-app-token', 'tok-p');
    localStorage.setItem(appKey, user('tok-p', 10 * 60_000));
  },
  'tokens that differ': () => {
    localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    localStorage.setItem(portalKey, user('tok-b', 10 * 60_000));
  },
  'a damaged entry': () => {
    localStorage.setItem(USER_TOKEN_KEY, 'tok-a');
    localStorage.setItem(portalKey, '{not json');
  },
};

describe('the frame drawn before the portal script (public/shell.js)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '<div id="root"><div role="status">Loading…</div></div>';
  });

  for (const [name, arrange] of Object.entries(states)) {
    it(`agrees with storedSignIn: ${name}`, () => {
      arrange();
      window.history.replaceState(null, '', '/patients');
      drawShell();
      const drawn = document.querySelector('h1')?.textContent ?? null;
      expect(drawn).toBe(storedSignIn() ? 'Patients' : null);
    });
  }

  it('draws only the screens whose title shows before their code, and never patient data', () => {
    states['signed in']?.();
    window.history.replaceState(null, '', '/dashboard');
    drawShell();
    expect(document.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading…');

    document.body.innerHTML = '<div id="root"><div role="status">Loading…</div></div>';
    window.history.replaceState(null, '', '/patients/123');
    drawShell();
    expect(document.querySelector('h1')).toBeNull();
  });
});
