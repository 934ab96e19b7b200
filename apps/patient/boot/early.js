/*
 * What the first screen needs, asked for while the app's own script is still downloading (issue 22:
 * on a slow phone that script takes a second; the answers no longer wait for it). Put into <head>
 * by the build (packages/vite-plugins; the CSP allows it by its hash), so it runs as the page is
 * read, long before the app's module arrives.
 *
 * 1. The texts of the language the app opens in: src/main.tsx awaits them before its first render.
 *    The same choice as startingLanguage() in packages/client/src/texts.ts (the one stored on this
 *    device, else the browser's languages, by negotiate() of packages/i18n/src/languages.ts), and
 *    the file the build named in the page (plugin textFiles); the app's import() of it then finds
 *    it loaded. Tested against its twin in src/lib/early-texts.test.ts.
 * 2. The signed-in patient's first reads. Only for a patient signed in on this device whose token
 *    is still good for a while: the same test as rememberedPatient() in src/lib/auth.tsx, and the
 *    same reads as prefetchScreen() in src/lib/data.ts, plus a questionnaire's own read on its
 *    screen (useAssessment() in src/lib/assessments.ts, in the same language) with that screen's
 *    code (the files the build named in the page, plugin screenFiles). The app takes each answer
 *    once (src/lib/http.ts, takeEarly); anything else here is never read.
 */
(() => {
  // A file the first screen needs, asked for now at the priority the app's own request would have.
  const preload = (href) => {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = href;
    document.head.appendChild(link);
  };
  const filesIn = (id) => JSON.parse(document.getElementById(id)?.textContent || 'null');

  let language = 'en';
  try {
    let stored = null;
    try {
      stored = localStorage.getItem('language');
    } catch {
      stored = null;
    }
    const asked = stored || navigator.languages?.join(',') || navigator.language || '';
    let best = 0;
    for (const part of asked.split(',')) {
      const [tag = '', ...params] = part.trim().split(';');
      const base = tag.trim().toLowerCase().split('-')[0];
      if (base !== 'en' && base !== 'es') continue;
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      if (!Number.isFinite(q) || q <= 0) continue;
      if (q > best) {
        best = q;
        language = base;
      }
    }
    const texts = filesIn('text-files');
    if (texts?.[language]) preload(texts[language]);
  } catch {
    // The app asks for its texts itself.
  }

  try {
    const token = localStorage.getItem('patient-app-token');
    const expiresAt = Number(localStorage.getItem('patient-app-token-exp'));
    const me = JSON.parse(localStorage.getItem('patient-app-me') || 'null');
    if (!token || !me?.is_patient || !(expiresAt * 1000 > Date.now() + 60_000)) return;
    const paths = ['/patient/membership', '/chat/unread'];
    if (/^\/app\/(home)?$/.test(location.pathname)) {
      paths.push('/patient/check_ins/today', '/patient/tasks', '/patient/events?limit=50');
    }
    const questionnaire = /^\/app\/assessments\/([\w-]+)$/.exec(location.pathname)?.[1];
    if (questionnaire) {
      paths.push(`/patient/assessments/${questionnaire}?lang=${language}`);
      // Its screen's code too (the route /assessments/:id of src/app.tsx; plugin screenFiles).
      for (const href of filesIn('screen-files')?.['src/screens/assessment.tsx'] ?? []) preload(href);
    }
    const early = {};
    for (const path of paths) {
      early[path] = fetch(path, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      // A failure is the app's to see (it retries with its own request); never an unhandled one here.
      early[path].catch(() => undefined);
    }
    window.__patientEarly = early;
  } catch {
    // No storage (private mode) or bad JSON: the app makes its own requests.
  }
})();
