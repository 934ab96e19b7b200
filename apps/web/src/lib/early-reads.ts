/**
 * The first reads boot/shell.js starts while the portal's script is still downloading (issue 22):
 * the signed-in user and the landing screen's data no longer wait for that script, the user's
 * answer and the screen's code, one after the other. The HTTP client takes each answer once, for
 * the same URL; an answer nobody took in the page's first half minute is never used (it would be
 * old by then: the screen asks again).
 */

declare global {
  interface Window {
    /** The reads boot/shell.js started, by URL (path and query, as the client asks for them). */
    __portalEarly?: Record<string, Promise<Response>>;
  }
}

const FRESH_FOR_MS = 30_000;

/**
 * The early answer for a GET of `url`, once, ending as a fetch would when `signal` aborts; undefined
 * when there is none (or it is too old).
 */
export function takeEarlyRead(
  method: string,
  url: string,
  signal: AbortSignal,
): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__portalEarly;
  if (method !== 'GET' || !early?.[url]) return undefined;
  const answer = early[url];
  delete early[url];
  if (performance.now() >= FRESH_FOR_MS) return undefined;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}
