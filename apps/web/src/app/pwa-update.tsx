import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { routes } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../lib/http';

const UPDATE_ID = 'portal-update';

/**
 * Registers the service worker and offers a new version when one is waiting. The new version only
 * takes over when the user chooses to reload, so a screen is never half old and half new.
 */
export function PwaUpdate() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const queryClient = useQueryClient();
  // The very first visit loads before the worker is in control, so nothing of it was kept. When
  // the worker takes the page, load it again through the worker: the sign-in's configuration, the
  // signed-in user and the screen's data, so this visit opens offline too (issue 20).
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw || sw.controller) return;
    const keep = () => {
      void fetch('/auth/config', { headers: { Accept: 'application/json' } }).catch(() => undefined);
      void call(routes.me).catch(() => undefined);
      void queryClient.refetchQueries({ type: 'active' });
    };
    sw.addEventListener('controllerchange', keep, { once: true });
    return () => sw.removeEventListener('controllerchange', keep);
  }, [queryClient]);
  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: UPDATE_ID,
      title: 'A new version of the portal is available.',
      autoClose: false,
      withCloseButton: false,
      message: (
        <Group justify="space-between" mt={4}>
          <Text size="sm">Reload to get it.</Text>
          <Button size="compact-sm" onClick={() => void updateServiceWorker(true)}>
            Reload to update
          </Button>
        </Group>
      ),
    });
  }, [needRefresh, updateServiceWorker]);
  return null;
}
