import type { ComponentType, ReactElement } from 'react';

/** A screen whose code is a chunk of its own, with a way to fetch that code before showing it. */
export type LazyScreen = ((props: object) => ReactElement) & {
  /** Fetches the screen's code (once); settles when it can draw at once, or failed to arrive. */
  load(): Promise<void>;
};

/**
 * Like React.lazy, but the code can be fetched before the screen is shown: the router does that
 * (lib/router.tsx), so the screen on view stays until the next one's code has arrived and then both
 * swap at once, with no "Loading…" flash and the focus going to the new screen's heading. (React did
 * this with a transition; the app runs on Preact, whose startTransition does not hold a suspended
 * screen back.) Once fetched it draws in the same render, not after a suspended one.
 *
 * Code that could not be fetched (offline before the service worker stored it) is thrown to the
 * screen's error boundary, which offers a reload; coming back to the screen tries again.
 */
export function lazyScreen<M>(importer: () => Promise<M>, name: keyof M): LazyScreen {
  let Screen: ComponentType<object> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;

  const load = () => {
    pending ??= importer().then(
      (module) => {
        Screen = module[name] as ComponentType<object>;
      },
      (error: unknown) => {
        failure = { error };
        pending = undefined;
      },
    );
    return pending;
  };

  function Lazy(props: object) {
    if (Screen) return <Screen {...props} />;
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    throw load();
  }
  Lazy.displayName = `LazyScreen(${String(name)})`;
  return Object.assign(Lazy, { load });
}
