/*
 * The signed-in frame and the screen's title, drawn before the portal's script arrives (issue 22:
 * on a slow phone that script takes seconds; until now the page said only "Loading…"). React
 * replaces all of it when it renders, with the same frame and the same title in the same place.
 *
 * Only for someone signed in on this browser whose sign-in is whole and current: the same test as
 * storedSignIn() in src/app/auth/oidc.ts (its twin; src/app/auth/boot-shell.test.ts keeps them
 * agreeing), so a signed-out visitor never sees a frame before the issuer's sign-in page. Only the
 * screens whose title shows before their code (src/app/screens.tsx): nothing here is patient data.
 * A plain script at the end of <body>: it runs before the first paint and waits for nothing else.
 *
 * It also starts the screen's first reads (the signed-in user and the landing screen's data), which
 * otherwise waited for the script, the user's answer and the screen's code in turn: the HTTP client
 * takes each answer once (src/lib/early-reads.ts). The same URLs and headers as the client's
 * (boot-shell.test.ts compares them). The screen's reads only for someone whose screen it is, as the
 * API last said (src/app/auth/known-access.ts), and only for the screen as it opens by default (a
 * list asked for with `?status=` is another read): nobody's browser asks for what it will not show.
 */
(() => {
  // The portal's words in its two languages (packages/i18n/src/texts/portal: nav.*, shell.*,
  // common.loading, dashboard.today, outcomes.*; boot-shell.test.ts compares them).
  const WORDS = {
    en: {
      titles: { '/dashboard': 'Dashboard', '/patients': 'Patients', '/outcomes': 'Outcomes' },
      intros: {
        '/outcomes':
          "What your patients' questionnaires show: from their first answer (baseline) to their latest.",
      },
      brand: 'Recovery Portal',
      loading: 'Loading…',
      today: (day, zone) => `Today is ${day} at the center (${zone}).`,
    },
    es: {
      titles: { '/dashboard': 'Panel', '/patients': 'Pacientes', '/outcomes': 'Resultados' },
      intros: {
        '/outcomes':
          'Lo que muestran los cuestionarios de sus pacientes: desde su primera respuesta (inicial) hasta la más reciente.',
      },
      brand: 'Portal de recuperación',
      loading: 'Cargando…',
      today: (day, zone) => `Hoy es ${day} en el centro (${zone}).`,
    },
  };
  const READS = {
    '/dashboard': [
      '/v3/me',
      '/v3/home/stats',
      '/v3/home/mood_trend',
      '/v3/home/recent_check_ins?limit=8',
      '/v3/contact_requests?status=open&limit=5',
    ],
    '/patients': ['/v3/me', '/v3/memberships?offset=0'],
  };
  const ACTIVITY_KEY = 'portal-last-activity';
  const ACCESS_KEY = 'portal-access';
  const ZONE_KEY = 'portal-center-zone';
  const MARGIN_MS = 60_000;
  /**
   * The language the portal opens in: the one chosen on this browser, else the browser's first of
   * English and Spanish, else English (startingLanguage() in packages/client/src/texts.ts, its twin).
   */
  const language = () => {
    const tags =
      localStorage.getItem('language') || navigator.languages?.join(',') || navigator.language || '';
    for (const tag of tags.split(',')) {
      const base = tag.trim().split(';')[0].split('-')[0].toLowerCase();
      if (base === 'en' || base === 'es') return base;
    }
    return 'en';
  };
  try {
    const lang = language();
    const words = WORDS[lang];
    const title = words.titles[location.pathname];
    const token = localStorage.getItem('user-token');
    if (!title || !token) return;
    let current = false;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith('oidc.user:')) continue;
      const user = JSON.parse(localStorage.getItem(key) || 'null');
      if (!user || user.access_token !== token) continue;
      current = typeof user.expires_at === 'number' && user.expires_at * 1000 - Date.now() > MARGIN_MS;
      break;
    }
    const root = document.getElementById('root');
    if (!current || !root) return;
    root.innerHTML =
      '<div class="boot-header"><span class="boot-brand"><img src="/favicon.svg" alt="" width="28" height="28" />' +
      `<span>${words.brand}</span></span></div><div class="boot-side"></div><div class="boot-footer"></div>` +
      `<div class="boot-main"><div class="boot-content"><h1></h1><p role="status">${words.loading}</p></div></div>`;
    const h1 = root.querySelector('h1');
    h1.textContent = title;
    // Outcomes: its smaller title and its intro (the page's largest paint), as OutcomesHeading draws
    // them (src/features/outcomes), inside the page's padding.
    const intro = words.intros[location.pathname];
    if (intro) {
      // The page's heading block: as wide as its longest line, the title above the intro.
      const heading = document.createElement('div');
      heading.className = 'boot-heading';
      const p = document.createElement('p');
      p.textContent = intro;
      h1.classList.add('boot-h2');
      h1.before(heading);
      heading.append(h1, p);
      heading.parentElement.classList.add('boot-padded');
    }

    // The person's last input, as the client sends it (src/lib/activity.ts); a browser that never
    // saw one starts counting now, as src/app/auth/early-session.ts does.
    if (!Number(localStorage.getItem(ACTIVITY_KEY))) localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
    const headers = {
      Accept: 'application/json',
      'Accept-Language': lang,
      'X-Origin': 'webportal',
      Authorization: `Bearer ${token}`,
      'x-last-activity': new Date(Number(localStorage.getItem(ACTIVITY_KEY))).toISOString(),
    };
    const screenOpens =
      localStorage.getItem(ACCESS_KEY) === 'management' &&
      !new URLSearchParams(location.search).has('status');
    const early = {};
    // Outcomes has no reads of its own here (its read names the center, which /v3/me tells).
    for (const url of (screenOpens && READS[location.pathname]) || ['/v3/me']) {
      early[url] = fetch(url, { headers });
      // A failure is the client's to see (it asks again itself); never an unhandled one here.
      early[url].catch(() => undefined);
    }
    window.__portalEarly = early;

    // The dashboard's date line (its largest paint on a phone), in the words and place of the
    // portal's (CenterDate in src/features/dashboard, its twin; the test keeps them agreeing): at
    // once for the center's zone this browser last saw (src/lib/center-zone.ts), by this device's
    // clock, then from the figures' answer, the server's day. A copy of the answer is read here:
    // the portal takes the answer itself, once.
    const stats = early['/v3/home/stats'];
    if (stats) {
      const line = document.createElement('p');
      line.className = 'boot-date';
      h1.classList.add('boot-dated');
      h1.after(line);
      const draw = (today, zone) => {
        const day = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${today}T00:00:00Z`));
        line.textContent = words.today(day, zone.replaceAll('_', ' '));
      };
      try {
        const zone = localStorage.getItem(ZONE_KEY);
        if (zone) {
          const parts = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          }).formatToParts(new Date());
          const part = (type) => parts.find((p) => p.type === type)?.value;
          draw(`${part('year')}-${part('month')}-${part('day')}`, zone);
        }
      } catch {
        // Not a zone this browser knows: the line waits for the answer.
      }
      stats
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((s) => {
          if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s.today) || typeof s.time_zone !== 'string') return;
          draw(s.today, s.time_zone);
        })
        .catch(() => undefined);
    }
  } catch {
    // No storage (private mode) or a damaged entry: the page says "Loading…" until the portal renders.
  }
})();
