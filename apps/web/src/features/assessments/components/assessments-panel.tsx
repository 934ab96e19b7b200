import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useCenterTimeZone } from '../../../lib/center-time-zone';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { useAssessments } from '../api/list-assessments';
import { AssignNow } from './assign-now';
import { InstrumentCard } from './instrument-card';
import { completedByInstrument } from './model';
import { OccasionLists } from './occasion-lists';

/**
 * A patient's Assessments tab (issue 39): each instrument's scores over time with its bands, the
 * change from baseline, the answers of every response, what is due or missed, and assign now.
 * `onOpenAlerts` switches the patient's dialog to its Alerts tab (a flagged response has an alert).
 */
export function AssessmentsPanel({
  membershipId,
  centerId,
  canAssign,
  onOpenAlerts,
}: {
  membershipId: string;
  centerId: string | null;
  /** Active patients and alumni can be assigned one (the server refuses others with 409). */
  canAssign: boolean;
  onOpenAlerts?: () => void;
}) {
  const t = useT();
  const list = useAssessments(membershipId);
  const timeZone = useCenterTimeZone(centerId).data;
  const titleId = useId();
  const all = list.data ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('assessments.heading')}
      </Title>
      {canAssign ? (
        <AssignNow membershipId={membershipId} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('assessments.assign.notActive')}
        </Text>
      )}
      {list.isPending ? (
        <Center mih={160}>
          <Spinner label={t('assessments.loading')} />
        </Center>
      ) : list.isError ? (
        <Center mih={120} p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Stack align="center" gap="xs" role="alert">
            <Text fw={600} ta="center">
              {t('assessments.loadFailed')}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {errorMessage(list.error)}
            </Text>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void list.refetch()}
              loading={list.isFetching}
            >
              {t('assessments.retry')}
            </Button>
          </Stack>
        </Center>
      ) : all.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed">{t('assessments.empty')}</Text>
        </Paper>
      ) : (
        <>
          {completedByInstrument(all).map(({ instrument, responses }) => (
            <InstrumentCard
              key={instrument.id}
              instrument={instrument}
              responses={responses}
              timeZone={timeZone}
            />
          ))}
          <OccasionLists assessments={all} timeZone={timeZone} onOpenAlerts={onOpenAlerts} />
        </>
      )}
    </Stack>
  );
}
