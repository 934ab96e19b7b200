import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates, charts and dropzone styles are imported by the components that use them, so they come
// with those screens' chunks (issue 13, goal 7).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { deferredComponent } from '../lib/deferred';
import { useT } from '../lib/i18n';
import { createPortalTheme, cssVariablesResolver } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already retries network failures; don't multiply them.
      // networkMode 'always': offline reads come from the service worker's copy, and offline writes
      // are refused in words by the HTTP client, instead of waiting silently for the network.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

// The toasts' container, with its transition library, is not in the first download (goal 7a): it is
// put in place once the page is idle. A toast shown before then waits in Mantine's notification store
// and appears when the container arrives.
// (A module of its own: importing the library's index here would bring its whole index back in.)
const useToastContainer = deferredComponent(() => import('./toast-container').then((m) => m.ToastContainer), {
  mountWhenIdle: true,
});

function Toasts() {
  const [ToastContainer] = useToastContainer();
  return ToastContainer ? <ToastContainer /> : null;
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The theme names the modals' close button, so it follows the language.
  const closeLabel = useT()('common.close');
  const theme = useMemo(() => createPortalTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      // Tests run without transitions and portals, so what they query is what a user sees at rest.
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <Toasts />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
