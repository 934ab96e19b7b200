/**
 * The first visit's answers, kept for offline use (issue 20) without asking the server again.
 *
 * The very first visit reads before the service worker controls the page, so none of its answers
 * went into the worker's copy. When the worker takes the page, the page puts a copy of each answer it
 * already has into that copy itself. Nothing is asked twice: a second read of a patient's notes is a
 * second line in the access history (seen in CI, issue 12), and refetching the screen's queries drew
 * every open screen again on phones, one of the first visit's long tasks (issue 22).
 */

import { OFFLINE_CACHE } from './offline';

// The reads the worker keeps (vite.config.ts, runtimeCaching: that function cannot import this one).
const KEPT = /^\/(v3\/(?!.*get_presigned_url)|chat\/)/;

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
 * Called by the HTTP client with the answer to a GET sent around the worker, before it reads the
 * body: a copy is kept for the worker, now if it already took the page, or when it does.
 */
export function noteAnswer(url: string, response: Response): void {
  if (response.status !== 200) return;
  const where = new URL(url, window.location.href);
  if (where.origin !== window.location.origin || !KEPT.test(where.pathname)) return;
  const copy = response.clone();
  if (worker()?.controller) void keep([[where.href, copy]]);
  else beforeControl.set(where.href, copy);
}

/** At sign-out: a first visit's answers not yet kept are dropped, never written after it. */
export function forgetAnswers(): void {
  beforeControl.clear();
}

/** When the worker takes the page, the answers noted before go into its copy. Returns a cancel. */
export function keepAnswersWhenControlled(): () => void {
  const sw = worker();
  if (!sw || sw.controller) return () => undefined;
  const onControl = () => {
    const answers = [...beforeControl];
    beforeControl.clear();
    void keep(answers);
  };
  sw.addEventListener('controllerchange', onControl, { once: true });
  return () => sw.removeEventListener('controllerchange', onControl);
}
