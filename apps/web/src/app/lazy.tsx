import { Stack, Title } from '@mantine/core';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import { type ComponentType, lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useT } from '../lib/i18n';
import { useOpenedOnce } from '../lib/opened-once';
import { useReturnFocus } from '../lib/return-focus';
import { ChunkErrorBoundary } from './chunk-error';
import { LoadingScreen } from './loading';

type Loader<P> = () => Promise<ComponentType<P>>;

/** A screen has mounted in this page: the frame has settled (see `Screen` below). */
let frameSettled = false;

/**
 * A screen whose code is a chunk of its own (issue 13, goal 7), fetched the first time the screen
 * shows. Until it arrives the layout stays and the content area shows the loading state, at the
 * same height as the loading state before it (no layout shift). `preload` starts the download
 * early, e.g. for the path the portal was opened on, while sign-in is still in flight.
 *
 * `heading`: the key of the screen's own `<h1>`, or a component drawing the screen's heading as the
 * screen does, shown above the loading state while the chunk downloads, in the place where the
 * screen puts it (issue 22): the page's title, its largest paint, does not wait for the screen's
 * code, and the screen's own heading then replaces it without moving.
 */
export function lazyScreen<P extends object>(load: Loader<P>, heading?: PortalTextKey | ComponentType) {
  const Component = lazy(async () => ({ default: await load() }));
  const Heading = heading;
  const fallback =
    Heading === undefined ? (
      <LoadingScreen />
    ) : typeof Heading === 'string' ? (
      <TitledLoading title={Heading} />
    ) : (
      <Heading />
    );
  function Screen(props: P) {
    // The page's first screen mounts in a render React may interrupt (issue 22): its code or its
    // data arriving while the frame settled made React mount the whole screen inside a synchronous
    // re-render of the frame (Mantine's effects start one after its first commit), one long task on
    // a phone. A deferred value starts with the loading state. Later screens mount in the router's
    // navigation, already interruptible, and show at once (no loading state for a frame).
    const mounted = useDeferredValue(true, frameSettled ? undefined : false);
    useEffect(() => {
      if (mounted) frameSettled = true;
    }, [mounted]);
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={fallback}>{mounted ? <Component {...props} /> : fallback}</Suspense>
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(Screen, { preload: load });
}

function TitledLoading({ title }: { title: PortalTextKey }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={1}>{t(title)}</Title>
      <LoadingScreen />
    </Stack>
  );
}

/**
 * A modal whose code is fetched the first time it opens: closed, it costs nothing. Once opened it
 * stays mounted, so it closes with its transition like any other modal.
 */
export function lazyModal<P extends { opened: boolean }>(load: Loader<P>) {
  const Component = lazy(async () => ({ default: await load() }));
  function LazyModal(props: P) {
    // Its first opening mounts it open, which Mantine's own focus return misses.
    useReturnFocus(props.opened);
    if (!useOpenedOnce(props.opened)) return null;
    return (
      <ChunkErrorBoundary quiet>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  // `preload`: fetch the code ahead of the first opening (e.g. when the page is idle), so a slow
  // network does not leave the click without an answer while it downloads.
  return Object.assign(LazyModal, { preload: load });
}
