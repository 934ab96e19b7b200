import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { keepAnswersWhenControlled } from '../lib/offline-copy';

const UPDATE_ID = 'portal-update';

/**
 * Registers the service worker and offers a new version when one is waiting. The new version only
 * takes over when the user chooses to reload, so a screen is never half old and half new.
 */
export function PwaUpdate() {
  const t = useT();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  // The very first visit loads before the worker is in control, so nothing of it was kept. When
  // the worker takes the page, the answers the page has go into its copy (lib/offline-copy.ts), and
  // the sign-in's configuration is asked again through it, so this visit opens offline too (issue 20).
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw || sw.controller) return;
    const keepConfig = () =>
      void fetch('/auth/config', { headers: { Accept: 'application/json' } }).catch(() => undefined);
    sw.addEventListener('controllerchange', keepConfig, { once: true });
    const stopKeeping = keepAnswersWhenControlled();
    return () => {
      sw.removeEventListener('controllerchange', keepConfig);
      stopKeeping();
    };
  }, []);
  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: UPDATE_ID,
      title: t('shell.newVersion'),
      autoClose: false,
      withCloseButton: false,
      message: (
        <Group justify="space-between" mt={4}>
          <Text size="sm">{t('shell.reloadToGet')}</Text>
          <Button size="compact-sm" onClick={() => void updateServiceWorker(true)}>
            {t('shell.reloadToUpdate')}
          </Button>
        </Group>
      ),
    });
  }, [needRefresh, updateServiceWorker, t]);
  return null;
}
