import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { lastSync } from '../../lib/offline';

const time = (d: Date) => d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });

/** Tells the user they are looking at the offline copy, and of when. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  const at = lastSync();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden />}
      role="status"
      mb="md"
      title={at ? `Offline — showing data from ${time(at)}` : 'Offline'}
      // Orange text on the light orange background misses AA contrast; the title stays dark.
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      Changes can't be saved until the connection is back.
    </Alert>
  );
}
