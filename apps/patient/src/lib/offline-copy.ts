import type { QueryClient } from '@tanstack/react-query';

/** Resolves once no read is in flight. */
function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * The first visit's reads start before the service worker controls the page, so its offline copy
 * (vite.config.ts, `patient-data`) never sees them. When it takes control, every read the app holds
 * is asked again, through it, so the app opens offline afterwards with what the patient last saw.
 *
 * Only once the reads in flight have answered: React Query joins a refetch to a first read still in
 * flight (there is no answer yet to replace), and that read went to the network around the worker,
 * so the patient's own membership was missing offline now and then (app-offline journey).
 */
export async function readAgainThroughServiceWorker(client: QueryClient): Promise<void> {
  await settled(client);
  await client.invalidateQueries({ refetchType: 'all' });
}
