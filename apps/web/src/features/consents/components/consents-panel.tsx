import { Button, Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Consent } from '@portal/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useCenterTimeZone } from '../../../lib/center-time-zone';
import { dayIn } from '../../../lib/center-zone';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { Spinner } from '../../../lib/spinner';
import { useConsents } from '../api/list-consents';
import { ConsentCard } from './consent-card';
import { DisclosuresSection } from './disclosures-section';
import { PaperConsentModal } from './paper-consent-modal';
import { PrintViewModal } from './print-view';

/** Today on the browser's own calendar, as the date field wants it. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Today at the center, the latest a paper consent's date signed may be: the server checks it against
 * the center's calendar, so a browser whose own date is already tomorrow (a laptop in a later zone,
 * or any browser after midnight UTC for a US center) would offer a date the server refuses. The
 * browser's own date only when the center's zone cannot be read; undefined while it is read.
 */
function useCenterToday(centerId: string | null): string | undefined {
  const zone = useCenterTimeZone(centerId);
  if (zone.data) {
    try {
      return dayIn(zone.data);
    } catch {
      // A zone this browser does not know: its own calendar below.
    }
  }
  return zone.isLoading ? undefined : localToday();
}

/**
 * A patient's Consents tab (42 CFR Part 2, issue 37): each consent as signed (form version, status,
 * who revoked and when, the text, a printable copy, the scan of a paper one), recording a consent
 * signed on paper, and the accounting of disclosures.
 */
export function ConsentsPanel({
  membershipId,
  patientName,
  centerId,
}: {
  membershipId: string;
  patientName: string;
  centerId: string | null;
}) {
  const t = useT();
  const today = useCenterToday(centerId);
  const list = useConsents(membershipId);
  const [printing, setPrinting] = useState<Consent | null>(null);
  const [recording, setRecording] = useState(false);
  const titleId = useId();
  const consents = list.data?.consents ?? [];

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('consents.heading')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            disabled={!list.data}
            onClick={() => setRecording(true)}
          >
            {t('consents.paper.open')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('consents.intro')}
        </Text>
        {list.isPending ? (
          <Center mih={120}>
            <Spinner label={t('consents.loading')} />
          </Center>
        ) : list.isError ? (
          <LoadError
            title={t('consents.loadFailed')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : consents.length === 0 ? (
          <Paper withBorder p="md" radius="md">
            <Text c="dimmed">{t('consents.empty')}</Text>
          </Paper>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('consents.list')}
          >
            {consents.map((c) => (
              <ConsentCard key={c.id} consent={c} membershipId={membershipId} onPrint={setPrinting} />
            ))}
          </Stack>
        )}
      </Stack>
      <Divider />
      <DisclosuresSection membershipId={membershipId} consents={consents} />
      <PrintViewModal consent={printing} onClose={() => setPrinting(null)} />
      {list.data && today && (
        <PaperConsentModal
          opened={recording}
          onClose={() => setRecording(false)}
          membershipId={membershipId}
          templates={list.data.templates}
          defaultName={patientName}
          today={today}
        />
      )}
    </Stack>
  );
}
