import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates, charts and dropzone styles are imported by the components that use them, so they come
// with those screens' chunks (issue 13, goal 7).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useT } from '../lib/i18n';
import { createPortalTheme, cssVariablesResolver } from './theme';
import toasts from './toasts.module.css';

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
      {/* Toasts open below the header (toasts.module.css): they never cover its controls. */}
      <Notifications position="top-right" limit={4} classNames={{ root: toasts.root }} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
