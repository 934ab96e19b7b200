import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useLanguage, useT } from '../../lib/i18n';
import { lastSync } from '../../lib/offline';

const time = (d: Date, locale: string) =>
  d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });

/** Tells the user they are looking at the offline copy, and of when. */
export function OfflineBanner() {
  const { online } = useNetwork();
  const t = useT();
  const { locale } = useLanguage();
  if (online) return null;
  const at = lastSync();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden />}
      role="status"
      mb="md"
      title={at ? t('shell.offlineSince', { time: time(at, locale) }) : t('shell.offline')}
      // Orange text on the light orange background misses AA contrast; the title stays dark.
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {t('shell.offlineBody')}
    </Alert>
  );
}
