/**
 * When the person last used the portal: the time of the last keyboard, pointer or touch input,
 * shared by the tabs of this browser (localStorage). The HTTP client sends it with every call, so
 * the server can tell a person from the portal's own polling; the idle timer reads it too.
 */
const KEY = 'portal-last-activity';
/** Inputs closer together than this are one: a mouse move would otherwise write on every frame. */
const WRITE_EVERY_MS = 5_000;
const INPUTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel'] as const;

let last = 0;

function read(): number {
  if (typeof window === 'undefined') return last;
  try {
    const stored = Number(window.localStorage.getItem(KEY));
    if (Number.isFinite(stored) && stored > last) last = stored;
  } catch {
    // Storage disabled: this tab's memory is the truth.
  }
  return last;
}

/** Records input now (also called when a sign-in completes: signing in is activity). */
export function markActivity(at = Date.now()) {
  last = at;
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(KEY, String(at));
  } catch {
    // Storage full or disabled.
  }
}

/** The last input in any tab, or null before any was seen in this browser. */
export function lastActivity(): Date | null {
  const at = read();
  return at > 0 ? new Date(at) : null;
}

export function forgetActivity() {
  last = 0;
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage disabled.
  }
}

/** Listens for input on the whole page; returns the function that stops listening. */
export function trackActivity(): () => void {
  const onInput = () => {
    const now = Date.now();
    if (now - last >= WRITE_EVERY_MS) markActivity(now);
  };
  for (const type of INPUTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  return () => {
    for (const type of INPUTS) window.removeEventListener(type, onInput, { capture: true });
  };
}
