/*
 * The signed-in patient's first reads, started while the app's own script is still downloading
 * (issue 22: on a slow phone that script takes a second; the answers no longer wait for it).
 * Put into <head> by the build (packages/vite-plugins; the CSP allows it by its hash), so it runs as
 * the page is read, long before the app's module arrives. Only for a patient signed in on this
 * device whose token is still good for a while: the same test as rememberedPatient() in
 * src/lib/auth.tsx, and the same reads as prefetchScreen() in src/lib/data.ts. The app takes each
 * answer once (src/lib/http.ts, takeEarly); anything else here is never read.
 */
(() => {
  try {
    const token = localStorage.getItem('patient-app-token');
    const expiresAt = Number(localStorage.getItem('patient-app-token-exp'));
    const me = JSON.parse(localStorage.getItem('patient-app-me') || 'null');
    if (!token || !me?.is_patient || !(expiresAt * 1000 > Date.now() + 60_000)) return;
    const paths = ['/patient/membership', '/chat/unread'];
    if (/^\/app\/(home)?$/.test(location.pathname)) {
      paths.push('/patient/check_ins/today', '/patient/tasks', '/patient/events?limit=50');
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
