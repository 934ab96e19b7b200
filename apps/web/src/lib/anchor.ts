import { useEffect } from 'react';

/** What a person does to scroll or act themselves: from then on the page is theirs. */
const OWN_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Brings the element `id` to the top of the view when `active` (a link to `#id`), and keeps it
 * there while the screen is still filling in above and below it (its reads answering, a chart's
 * code arriving), for `forMs` at most or until the person scrolls, taps or types. Scrolling once
 * was not enough: the page was still too short, or grew above the element afterwards.
 * `visit`: a new value scrolls again (each click of the same link).
 */
export function useScrollToAnchor(id: string, active: boolean, visit: string, forMs = 5_000): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `visit` is what starts it again.
  useEffect(() => {
    if (!active) return;
    const bringIntoView = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    bringIntoView();
    const observer = new ResizeObserver(bringIntoView);
    observer.observe(document.body);
    const timer = window.setTimeout(() => stop(), forMs);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const move of OWN_MOVES) window.removeEventListener(move, stop);
    }
    for (const move of OWN_MOVES) window.addEventListener(move, stop, { passive: true });
    return stop;
  }, [id, active, visit, forMs]);
}
