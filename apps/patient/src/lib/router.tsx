import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { Link, Router, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

/**
 * The patient app's router: wouter (about 2 KB gzip, where React Router was about 20 KB of the
 * first download for a dozen flat routes; issue 22). wouter reads the address bar as it changes,
 * synchronously; here a change of screen is a transition instead, as React Router did: the screen
 * on view stays until the next one's code has arrived, then both swap at once, so the frame never
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
export function AppRouter({ children }: { children: ReactNode }) {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => startTransition(() => setPath(window.location.pathname));
    for (const e of EVENTS) window.addEventListener(e, update);
    update(); // a navigation between the first render and this effect (a redirect in a layout effect)
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, update);
    };
  }, []);
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
