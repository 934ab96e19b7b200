/**
 * Work the first screen does not show (the realtime connection, the push subscription's renewal,
 * confirming a remembered sign-in) waits until that screen is done, so it does not compete with it
 * on a slow phone's main thread and network (issue 22): the page has loaded, the screen's reads have
 * answered, and the main thread is idle.
 */
let busy: () => boolean = () => false;

/** What "the screen's reads are still coming" means (app.tsx: the query client is fetching). */
export function setBusyCheck(check: () => boolean) {
  busy = check;
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Resolves after the first screen; at the latest `maxWaitMs` after the page loaded. `settleMs` more
 * for work that costs a slow phone a long task and can wait (the realtime client).
 */
export async function afterFirstScreen(maxWaitMs = 5000, settleMs = 0): Promise<void> {
  await loaded();
  const until = Date.now() + maxWaitMs;
  while (busy() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  await new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else {
      setTimeout(resolve, 50);
    }
  });
  if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
}
