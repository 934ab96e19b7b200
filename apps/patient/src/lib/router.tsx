import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Link, Router, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

/**
 * The patient app's router: wouter (about 2 KB gzip, where React Router was about 20 KB of the
 * first download for a dozen flat routes; issue 22). wouter reads the address bar as it changes,
 * synchronously; here the screen on view stays until the next one's code has arrived (`prepare`,
 * lib/lazy-screen.tsx), then both swap at once, as React Router's transitions did: the frame never
 * flashes "Loading…" and the layout's focus moves to the new screen's heading, not the fallback's.
 */
const PathContext = createContext<string | null>(null);

// wouter patches pushState/replaceState to send these events; the back button sends popstate.
const EVENTS = ['popstate', 'pushState', 'replaceState'];

/** wouter's location hook: the path the provider below holds (one state, one subscription). */
function usePath(): [string, typeof navigate] {
  const path = useContext(PathContext);
  if (path === null) throw new Error('usePath outside AppRouter');
  return [path, navigate];
}

/** The app's routes live under /app/ (the service worker's scope): every path here is below it. */
export function AppRouter({
  children,
  prepare,
}: {
  children: ReactNode;
  /** Fetches what the screen at this address needs before it is shown (its code), if anything. */
  prepare?: (pathname: string) => Promise<unknown> | undefined;
}) {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    let latest = 0;
    const update = () => {
      const next = window.location.pathname;
      const navigation = ++latest;
      // Only the last change of address is shown: a tap on another tab meanwhile wins.
      const show = () => navigation === latest && setPath(next);
      const ready = prepare?.(next);
      if (ready) void ready.then(show, show);
      else show();
    };
    for (const e of EVENTS) window.addEventListener(e, update);
    update(); // a navigation between the first render and this effect (a redirect in a layout effect)
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, update);
    };
  }, [prepare]);
  return (
    <PathContext.Provider value={path}>
      <Router base="/app" hook={usePath}>
        {children}
      </Router>
    </PathContext.Provider>
  );
}

/** A link that says it is the current screen (`aria-current="page"`), on its path and below it. */
export function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [location] = useLocation();
  const here = location.toLowerCase();
  const current = here === to || here.startsWith(`${to}/`);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
