import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { routes, USER_TOKEN_KEY } from '@portal/contracts';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMoodTrend } from '../../features/dashboard/api/get-mood-trend';
import { getOpenRequests } from '../../features/dashboard/api/get-open-requests';
import { getRecentCheckIns } from '../../features/dashboard/api/get-recent-check-ins';
import { getStats } from '../../features/dashboard/api/get-stats';
import { CenterDate, centerDateLine } from '../../features/dashboard/components/dashboard-page';
import { listFilters, listMemberships } from '../../features/patients/api/list-memberships';
import { rememberCenterZone, rememberedCenterDay } from '../../lib/center-zone';
import { call, setTokenProvider } from '../../lib/http';
import { texts } from '../../lib/i18n';
import { forgetAccess, rememberAccess } from './known-access';
import { storedSignIn } from './oidc';

// boot/shell.js draws the signed-in frame before the portal's script arrives (issue 22). It cannot
// import storedSignIn (it must not wait for the bundle), so this keeps the twins agreeing.
const source = readFileSync(path.resolve(import.meta.dirname, '../../../boot/shell.js'), 'utf8');
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

describe('the frame drawn before the portal script (boot/shell.js)', () => {
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

describe("Outcomes' heading drawn before the portal script (its largest paint, bench 8e)", () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '<div id="root"><div role="status">Loading…</div></div>';
    states['signed in']?.();
    window.history.replaceState(null, '', '/outcomes');
  });

  for (const language of ['en', 'es'] as const) {
    it(`in the portal's words (${language}): the title, then the intro`, async () => {
      localStorage.setItem('language', language);
      await texts.setLanguage(language);
      try {
        drawShell();
        const { t } = texts.current();
        expect(document.querySelector('h1')?.textContent).toBe(t('outcomes.title'));
        expect(document.querySelector('h1 + p')?.textContent).toBe(t('outcomes.intro'));
        expect(document.querySelector('[role="status"]')?.textContent).toBe(t('common.loading'));
      } finally {
        await texts.setLanguage('en');
      }
    });
  }
});

describe("the landing screen's first reads, started by boot/shell.js", () => {
  // What the portal itself reads first on each screen (the auth provider's /v3/me and the screen's queries).
  const firstReads: Record<string, () => Promise<unknown>> = {
    '/dashboard': () =>
      Promise.all([call(routes.me), getStats(), getMoodTrend(), getRecentCheckIns(), getOpenRequests()]),
    '/patients': () => Promise.all([call(routes.me), listMemberships(listFilters('', '', ''), 0)]),
  };
  let sent: { url: string; headers: Record<string, string> }[];
  beforeEach(() => {
    localStorage.clear();
    delete window.__portalEarly;
    document.body.innerHTML = '<div id="root"><div role="status">Loading…</div></div>';
    setTokenProvider(() => 'tok-a');
    // The page opened a second ago: an early answer is taken only in the page's first half minute,
    // and this worker's clock started long before on a busy machine (44 s seen under load).
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers: Record<string, string> = {};
        new Headers(init.headers).forEach((value, key) => {
          headers[key] = value;
        });
        sent.push({ url, headers });
        return new Response('{}', { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  for (const [path, read] of Object.entries(firstReads)) {
    it(`${path}: the same URLs and headers as the portal's, each taken once`, async () => {
      states['signed in']?.();
      rememberAccess('management');
      localStorage.setItem('portal-last-activity', String(Date.parse('2026-11-24T10:00:00Z')));
      await Promise.allSettled([read()]);
      const portal = sent.splice(0);
      expect(portal.length).toBeGreaterThan(1);

      window.history.replaceState(null, '', path);
      drawShell();
      const early = sent.splice(0);
      const byUrl = (list: typeof sent) => [...list].sort((a, b) => a.url.localeCompare(b.url));
      expect(byUrl(early)).toEqual(byUrl(portal));
      expect(early[0]?.headers).toMatchObject({
        authorization: 'Bearer tok-a',
        'x-origin': 'webportal',
        'x-last-activity': '2026-11-24T10:00:00.000Z',
      });

      // The portal's own reads take those answers: nothing is asked a second time.
      await Promise.allSettled([read()]);
      expect(sent).toEqual([]);
      // And only once: the next read (a refetch) is a request of its own.
      await Promise.allSettled([call(routes.me)]);
      expect(sent.map((s) => s.url)).toEqual(['/v3/me']);
    });
  }

  it("draws the dashboard's date line from the figures' answer, in the portal's words, and the portal still takes the answer", async () => {
    const stats = { today: '2026-11-24', time_zone: 'America/New_York' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(url === '/v3/home/stats' ? stats : {}))),
    );
    states['signed in']?.();
    rememberAccess('management');
    window.history.replaceState(null, '', '/dashboard');
    drawShell();
    const line = document.querySelector('.boot-date');
    await vi.waitFor(() => expect(line?.textContent).not.toBe(''));
    expect(line?.textContent).toBe(centerDateLine(stats));
    expect(line?.textContent).toBe('Today is Tuesday, November 24 at the center (America/New York).');
    expect(line?.previousElementSibling?.textContent).toBe('Dashboard');
    // The answer's body is still whole for the portal.
    expect(await getStats()).toEqual(stats);
  });

  it('speaks the language chosen on this browser: Spanish words, dates and Accept-Language, as the portal', async () => {
    const stats = { today: '2026-11-24', time_zone: 'America/New_York' };
    const fetched = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify(_url === '/v3/home/stats' ? stats : {})),
    );
    vi.stubGlobal('fetch', fetched);
    localStorage.setItem('language', 'es');
    states['signed in']?.();
    rememberAccess('management');
    window.history.replaceState(null, '', '/dashboard');
    drawShell();
    await texts.setLanguage('es');
    try {
      const line = document.querySelector('.boot-date');
      await vi.waitFor(() => expect(line?.textContent).not.toBe(''));
      expect(line?.textContent).toBe(centerDateLine(stats));
      expect(line?.textContent).toBe('Hoy es martes, 24 de noviembre en el centro (America/New York).');
      expect(line?.previousElementSibling?.textContent).toBe(texts.current().t('nav.dashboard'));
      expect(new Headers(fetched.mock.calls[0]?.[1]?.headers).get('accept-language')).toBe('es');
    } finally {
      await texts.setLanguage('en');
    }
  });

  it("draws the date line at once for the center's zone this browser last saw, as the dashboard does, and a broken zone not at all", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/v3/home/stats'
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : Promise.resolve(new Response('{}')),
      ),
    );
    states['signed in']?.();
    rememberAccess('management');
    window.history.replaceState(null, '', '/dashboard');
    rememberCenterZone('Pacific/Kiritimati');
    drawShell();
    // Before any answer: the remembered zone's day by this device's clock, in the portal's words.
    const remembered = rememberedCenterDay();
    expect(remembered?.time_zone).toBe('Pacific/Kiritimati');
    const line = document.querySelector('.boot-date');
    expect(line?.textContent).toBe(centerDateLine(remembered ?? { today: '', time_zone: '' }));
    const { container } = render(
      createElement(MantineProvider, null, createElement(CenterDate, { stats: undefined })),
    );
    expect(container.querySelector('p')?.textContent).toBe(line?.textContent);
    // The server's day then stands.
    const stats = { today: '2026-11-24', time_zone: 'America/New_York' };
    answer(new Response(JSON.stringify(stats)));
    await vi.waitFor(() => expect(line?.textContent).toBe(centerDateLine(stats)));

    document.body.innerHTML = '<div id="root"></div>';
    rememberCenterZone('Not/AZone');
    drawShell();
    expect(document.querySelector('.boot-date')?.textContent).toBe('');
    expect(rememberedCenterDay()).toBeNull();
  });

  it("asks only who is signed in when the screen is not theirs, not the screen's default list, or has no reads of its own", () => {
    states['signed in']?.();
    for (const [state, url] of [
      [null, '/dashboard'],
      ['not-staff', '/patients'],
      ['messages-only', '/dashboard'],
      ['management', '/patients?status=active'],
      // Outcomes' read names the center: only who is signed in, even for management.
      ['management', '/outcomes'],
    ] as const) {
      forgetAccess();
      if (state) rememberAccess(state);
      window.history.replaceState(null, '', url);
      drawShell();
      expect(sent.splice(0).map((s) => s.url)).toEqual(['/v3/me']);
    }
  });

  it('starts nothing for a visitor not signed in, nor on other screens', () => {
    window.history.replaceState(null, '', '/dashboard');
    drawShell();
    states['signed in']?.();
    window.history.replaceState(null, '', '/patients/123');
    drawShell();
    expect(sent).toEqual([]);
    expect(window.__portalEarly).toBeUndefined();
  });
});
