import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to what opened a modal once it closes, where Mantine's own return does not:
 * - the modal mounts already open (a `lazyModal`: its code arrives with the first opening), and
 *   Mantine notes the opener only when `opened` changes after mounting;
 * - the opener was an item of a menu that closed on the same click: the item is gone by the time
 *   the modal closes, so the menu's button takes the focus instead.
 * Where Mantine did return the focus (the focus is no longer on the page's body), this does nothing.
 */
export function useReturnFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the modal's focus trap moves the focus inside (a timeout).
  useLayoutEffect(() => {
    if (opened) {
      opener.current = openerOf(document.activeElement);
      return;
    }
    const target = opener.current;
    if (!target) return;
    // The focus stays in the closing modal (its fade) until it unmounts, then falls to the body.
    // Unless it has moved elsewhere meanwhile, take it back, after Mantine's own try (at 10 ms).
    const atClose = document.activeElement;
    const timer = window.setTimeout(() => {
      const now = document.activeElement;
      const left = now === null || now === document.body || now === atClose;
      if (left && target.isConnected) target.focus({ preventScroll: true });
    }, 30);
    return () => window.clearTimeout(timer);
  }, [opened]);
}

function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // Mantine labels a menu's dropdown by its button.
  const menu = active.closest('[role="menu"]');
  const button = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return button ?? active;
}
