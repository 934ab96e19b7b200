/**
 * The first visit's answers, kept for opening offline (issue 21) without asking the server again.
 *
 * The first visit reads before the service worker controls the page, so its offline copy never saw
 * those answers. When it takes the page, the app puts a copy of each answer it already has into that
 * copy itself. Nothing is asked twice: the patient's reads are in the access history, and a second
 * read is a second line there (the portal's CI saw it, issue 12). A read still in flight when the
 * worker takes the page is kept when it answers.
 */

/** The worker's copy of what the patient last saw (vite.config.ts, runtimeCaching). */
export const OFFLINE_CACHE = 'patient-data';
// The reads the worker keeps (vite.config.ts: that function cannot import this one).
const KEPT = /^\/(patient\/|chat\/(?!.*presign)|v3\/me$|auth\/app-config$)/;

const beforeControl = new Map<string, Response>();

const worker = () => (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);

/** Whether a request sent now goes around the worker (one is coming: the page is not its yet). */
export const aroundWorker = () => !!worker() && !worker()?.controller;

const keep = async (answers: [string, Response][]) => {
  if (answers.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all(answers.map(([url, response]) => cache.put(url, response).catch(() => undefined)));
};

/**
 * Called with the answer to a GET sent around the worker, before its body is read: a copy is kept
 * for the worker, now if it already took the page, or when it does.
 */
export function noteAnswer(path: string, response: Response): void {
  if (response.status !== 200) return;
  const where = new URL(path, window.location.href);
  if (where.origin !== window.location.origin || !KEPT.test(where.pathname)) return;
  const copy = response.clone();
  if (worker()?.controller) void keep([[where.href, copy]]);
  else beforeControl.set(where.href, copy);
}

/** At sign-out: a first visit's answers not yet kept are dropped, never written after it. */
export function forgetAnswers(): void {
  beforeControl.clear();
}

/** When the worker takes the page, the answers noted before go into its copy. */
export function keepAnswersWhenControlled(): void {
  worker()?.addEventListener(
    'controllerchange',
    () => {
      const answers = [...beforeControl];
      beforeControl.clear();
      void keep(answers);
    },
    { once: true },
  );
}
