import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * A component whose code is not in the first download (issue 22): it is fetched when the page is
 * idle, or at once when the person reaches for it (`prime`, e.g. on pointer-enter, focus or a
 * click). Until then the caller shows a stand-in that looks the same. The hook returns the loaded
 * component (or null) and `prime`. A failed download is tried again on the next `prime`.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };

  return function useDeferred(): [ComponentType<P> | null, () => void] {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const prime = useCallback(() => {
      start().then(
        (c) => setComponent(() => c),
        () => undefined,
      );
    }, []);
    useEffect(() => {
      if (component) return;
      return whenIdle(prime);
    }, [component, prime]);
    return [component, prime];
  };
}
