import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the bottom still counts as "reading the newest" (px). */
const NEAR_BOTTOM = 48;

/**
 * Where a conversation's scroll stands (issue 20 item 3): it opens at the newest message, follows new
 * messages while the reader is at the bottom (or wrote them), and when an older page is put above,
 * keeps what the reader was looking at where it was. Reaching the top asks for the older page.
 */
export function useReadingPosition({
  viewport,
  top,
  ids,
  ownNewest,
  canLoadOlder,
  loadOlder,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  /** The element above the oldest loaded message; seen on screen, it loads the older page. */
  top: RefObject<HTMLDivElement | null>;
  /** The loaded messages' ids, oldest first. */
  ids: string[];
  ownNewest: boolean;
  canLoadOlder: boolean;
  loadOlder: () => void;
}) {
  const opened = useRef(false);
  const atBottom = useRef(true);
  const last = useRef<{ first?: string; newest?: string; height: number }>({ height: 0 });
  const first = ids[0];
  const newest = ids.at(-1);

  const toBottom = useCallback(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [viewport]);

  // Before paint, so the reader never sees the list jump.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el || !newest) return;
    const before = last.current;
    if (!opened.current) {
      opened.current = true;
      toBottom();
    } else if (first !== before.first && newest === before.newest) {
      // An older page went in above: move by exactly what was added.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (newest !== before.newest && (atBottom.current || ownNewest)) {
      toBottom();
    }
    last.current = { first, newest, height: el.scrollHeight };
  }, [first, newest, ownNewest, viewport, toBottom]);

  // Images load after the text: a reader at the bottom stays there.
  useEffect(() => {
    const el = viewport.current;
    const content = el?.firstElementChild;
    if (!el || !content) return;
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM;
    };
    const resized = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
      last.current = { ...last.current, height: el.scrollHeight };
    });
    resized.observe(content);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [viewport, toBottom]);

  // The top of the list in view asks for the page before it (not before the first scroll down).
  useEffect(() => {
    const el = viewport.current;
    const marker = top.current;
    if (!el || !marker || !canLoadOlder) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (opened.current && entries.some((e) => e.isIntersecting)) loadOlder();
      },
      { root: el, rootMargin: '200px 0px 0px 0px' },
    );
    seen.observe(marker);
    return () => seen.disconnect();
  }, [viewport, top, canLoadOlder, loadOlder]);
}
