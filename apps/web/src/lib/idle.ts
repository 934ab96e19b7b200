/**
 * Runs `task` once the page is idle, after the first screen has painted, or within `timeoutMs`
 * (issue 22): work the first screen does not need waits for it. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
