import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import type { Consent } from '@portal/contracts';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { downloadScan } from '../api/download-scan';
import { useDates, useSignedDate } from './dates';
import { ConsentStatusBadge } from './status-badge';

/** One consent as signed: form and version, status (who revoked, when), its text, copy and scan. */
export function ConsentCard({
  consent,
  membershipId,
  onPrint,
}: {
  consent: Consent;
  membershipId: string;
  onPrint: (consent: Consent) => void;
}) {
  const t = useT();
  const dates = useDates();
  const signedDate = useSignedDate();
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const titleId = useId();
  const textId = useId();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadScan(membershipId, consent.id);
      showSuccess(t('consents.scanDownloaded'));
    } catch (err) {
      showError(errorMessage(err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {consent.terms.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('consents.version', { version: consent.template_version })}
            </Text>
          </Stack>
          <ConsentStatusBadge status={consent.status} />
        </Group>
        <Text size="sm">
          {t('consents.signedBy', { name: consent.signer_name, date: signedDate(consent) })}{' '}
          {t(`consents.via.${consent.signed_via}`)}
        </Text>
        <Text size="sm" c="dimmed">
          {consent.expires_on
            ? t('consents.expiresOn', { date: dates.calendarDate(consent.expires_on) })
            : consent.terms.expiry_kind === 'until-revoked'
              ? t('consents.untilRevoked')
              : null}
        </Text>
        {consent.revoked_at && (
          <Text size="sm" c="red.8">
            {t('consents.revokedOn', {
              date: dates.instant(consent.revoked_at),
              who: t(
                consent.revoked_by === 'staff' ? 'consents.revokedByStaff' : 'consents.revokedByPatient',
              ),
            })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={textId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('consents.hideText') : t('consents.showText')}
          </Button>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => onPrint(consent)}
          >
            {t('consents.print')}
          </Button>
          {consent.scan_key && (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={download}
            >
              {t('consents.downloadScan')}
            </Button>
          )}
        </Group>
        <Collapse expanded={open} id={textId}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} bg="gray.0" p="sm">
            {consent.terms.text}
          </Text>
        </Collapse>
      </Stack>
    </Card>
  );
}
