/**
 * A first visit's answers, kept for opening offline without asking the server again (the portal's
 * issue 20, the patient app's issue 21).
 *
 * The first visit reads before the service worker controls the page, so none of its answers went
 * into the worker's copy. When the worker takes the page, the page puts a copy of each answer it
 * already has into that copy itself. Nothing is asked twice: a second read of patient data is a
 * second line in the access history (seen in CI, issue 12), and refetching the screen's queries drew
 * every open screen again on phones, one of the first visit's long tasks (issue 22). A read still in
 * flight when the worker takes the page is kept when it answers.
 */

/** What differs between the apps: each app's service worker keeps its own reads in its own cache. */
export interface OfflineCopySettings {
  /** The worker's cache (the app's vite.config.ts, runtimeCaching's cacheName). */
  cacheName: string;
  /**
   * The paths the worker keeps: the same test as the app's runtimeCaching urlPattern (that function
   * is copied into the worker as text, so it cannot import this one).
   */
  kept: RegExp;
}

export interface OfflineCopy {
  /** Whether a request sent now goes around the worker (one is coming: the page is not its yet). */
  aroundWorker(): boolean;
  /**
   * Called by the HTTP client with the answer to a GET sent around the worker, before it reads the
   * body: a copy is kept for the worker, now if it already took the page, or when it does.
   */
  noteAnswer(url: string, response: Response): void;
  /** At sign-out: a first visit's answers not yet kept are dropped, never written after it. */
  forgetAnswers(): void;
  /** When the worker takes the page, the answers noted before go into its copy. Returns a cancel. */
  keepAnswersWhenControlled(): () => void;
}

const worker = () => (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);

/** One app's offline copy: make it once, in the app's own settings module. */
export function createOfflineCopy({ cacheName, kept }: OfflineCopySettings): OfflineCopy {
  const beforeControl = new Map<string, Response>();

  const keep = async (answers: [string, Response][]) => {
    if (answers.length === 0 || typeof caches === 'undefined') return;
    const cache = await caches.open(cacheName);
    await Promise.all(answers.map(([url, response]) => cache.put(url, response).catch(() => undefined)));
  };

  return {
    aroundWorker: () => !!worker() && !worker()?.controller,

    noteAnswer(url, response) {
      if (response.status !== 200) return;
      const where = new URL(url, window.location.href);
      if (where.origin !== window.location.origin || !kept.test(where.pathname)) return;
      const copy = response.clone();
      if (worker()?.controller) void keep([[where.href, copy]]);
      else beforeControl.set(where.href, copy);
    },

    forgetAnswers() {
      beforeControl.clear();
    },

    keepAnswersWhenControlled() {
      const sw = worker();
      if (!sw || sw.controller) return () => undefined;
      const onControl = () => {
        const answers = [...beforeControl];
        beforeControl.clear();
        void keep(answers);
      };
      sw.addEventListener('controllerchange', onControl, { once: true });
      return () => sw.removeEventListener('controllerchange', onControl);
    },
  };
}
