import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

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
