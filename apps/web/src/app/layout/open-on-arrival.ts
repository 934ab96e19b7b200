import { useEffect, useRef, useState } from 'react';

/**
 * A deferred menu (deferred-menus.tsx) that opens on arrival, because its stand-in button was
 * pressed. It mounts closed and opens a moment later, with the focus moved to its own button first
 * (the stand-in that had it is gone): Mantine's menu notes what had the focus only when it opens
 * after mounting, and gives the focus back there when it closes (Escape, a click outside).
 */
export function useOpenOnArrival(openOnArrival: boolean) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!openOnArrival) return;
    target.current?.focus({ preventScroll: true });
    setOpened(true);
  }, [openOnArrival]);
  return { target, opened, setOpened };
}
