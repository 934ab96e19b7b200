import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from './idle';

export interface DeferredOptions {
  /**
   * Put the component in place as soon as its code has arrived at idle time (a tooltip, which must
   * be ready before the pointer reaches it). Without it, the idle time only downloads the code and
   * the stand-in stays until `mount` (a menu: on the click that opens it): mounting it would cost
   * the first screen a render and a commit nobody asked for (issue 22, Total Blocking Time).
   */
  mountWhenIdle?: boolean;
}

/**
 * A component whose code is not in the first download (issue 22): it is fetched when the page is
 * idle, or at once when the person reaches for it. Until it is mounted the caller shows a stand-in
 * that looks the same. The hook returns the component once mounted (or null), `mount`, and
 * `prefetch` (download only, e.g. on pointer-enter or focus). A failed download is tried again on
 * the next call.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { mountWhenIdle = false }: DeferredOptions = {},
) {
  let pending: Promise<ComponentType<P>> | null = null;
  const prefetch = () => {
    pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };

  return function useDeferred(): [ComponentType<P> | null, () => void, () => void] {
    const [component, setComponent] = useState<ComponentType<P> | null>(null);
    const mount = useCallback(() => {
      prefetch().then(
        (c) => setComponent(() => c),
        () => undefined,
      );
    }, []);
    const warm = useCallback(() => {
      prefetch().catch(() => undefined);
    }, []);
    useEffect(() => {
      if (component) return;
      return whenIdle(() => {
        if (!mountWhenIdle) return warm();
        // In slices, like the first screen (main.tsx): not one long task when the code arrives.
        prefetch().then(
          (c) => startTransition(() => setComponent(() => c)),
          () => undefined,
        );
      });
    }, [component, warm]);
    return [component, mount, warm];
  };
}
