import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Alert } from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { useDeferredAnswer } from '../../../lib/deferred-answer';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { useOpenedOnce } from '../../../lib/opened-once';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { useAlerts } from '../api/list-alerts';
import { describeTrigger, formatWhen } from './describe';
import { ResolveAlertModal, RULE_TEXTS } from './resolve-alert-modal';
import { useLiveAlerts } from './use-live-alerts';

const STATUS_COLORS = { open: 'red', acknowledged: 'yellow', resolved: 'gray' } as const;
/** A patient's own answer about self-harm or use: acted on at once (issue 39), marked high priority. */
const SAFETY_RULES = new Set<Alert['rule']>(['phq9_item9', 'bamr_use']);

function AlertItem({
  alert,
  showPatient,
  onOpenPatient,
  onResolve,
}: {
  alert: Alert;
  showPatient: boolean;
  onOpenPatient?: (membershipId: string) => void;
  onResolve: (a: Alert) => void;
}) {
  const acknowledge = useAcknowledgeAlert();
  const t = useT();
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      aria-label={`${t(RULE_TEXTS[alert.rule])}: ${alert.patient_name}`}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{t(RULE_TEXTS[alert.rule])}</Text>
            <Badge
              color={STATUS_COLORS[alert.status]}
              variant="light"
              // The light variant's coloured text misses WCAG AA on its own tint: dark text.
              styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
            >
              {t(`alerts.status.${alert.status}`)}
            </Badge>
            {SAFETY_RULES.has(alert.rule) && (
              <Badge color="red.8" variant="filled" miw="max-content">
                {t('assessments.alertPriority.high')}
              </Badge>
            )}
          </Group>
          {showPatient &&
            (onOpenPatient ? (
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => onOpenPatient(alert.membership_id)}
              >
                {alert.patient_name}
              </Button>
            ) : (
              <Text size="sm">{alert.patient_name}</Text>
            ))}
          <Text size="sm">{describeTrigger(alert, t)}</Text>
          <Text size="xs" c="dimmed">
            {formatWhen(alert.created_at, t)}
            {alert.acted_by && alert.acted_at
              ? ` · ${t('alerts.actedBy', {
                  status: t(`alerts.status.${alert.status}`),
                  name: alert.acted_by.name,
                  when: formatWhen(alert.acted_at, t),
                })}`
              : ''}
          </Text>
          {alert.note && (
            <Text size="sm" c="dimmed">
              {t('alerts.noteLine', { note: alert.note })}
            </Text>
          )}
        </Stack>
        {alert.status !== 'resolved' && (
          <Group gap="xs">
            {alert.status === 'open' && (
              <Button
                size="xs"
                variant="default"
                loading={acknowledge.isPending}
                onClick={() =>
                  acknowledge.mutate(alert.id, {
                    onSuccess: () => showSuccess(t('alertAcknowledged')),
                    onError: (err) => showError(errorMessage(err)),
                  })
                }
              >
                {t('alerts.acknowledge')}
              </Button>
            )}
            <Button size="xs" onClick={() => onResolve(alert)}>
              {t('alerts.resolve')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Risk alerts of the center (dashboard) or of one patient (`membershipId`, the patient's profile):
 * unresolved by default, resolved ones on demand; acknowledge and resolve with a note; live.
 */
export function AlertsList({
  membershipId,
  onOpenPatient,
}: {
  membershipId?: string;
  onOpenPatient?: (membershipId: string) => void;
}) {
  const live = useLiveAlerts();
  const [status, setStatus] = useState<'unresolved' | 'resolved'>('unresolved');
  const alerts = useAlerts({ status, ...(membershipId ? { membership_id: membershipId } : {}) }, live);
  const [resolving, setResolving] = useState<Alert | null>(null);
  const resolveMounted = useOpenedOnce(resolving !== null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    if (alerts.error) showError(errorMessage(alerts.error));
  }, [alerts.error]);

  // Fifteen alerts with their buttons were one long task on a phone's first visit.
  const { data: shown, loading } = useDeferredAnswer(alerts);
  const list = shown?.alerts ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('alerts.title')}
          </Title>
          {status === 'unresolved' && shown && (
            <Badge color={shown.total ? 'red' : 'gray'} variant={shown.total ? 'filled' : 'light'}>
              {shown.total}
            </Badge>
          )}
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t('alerts.which')}
          value={status}
          onChange={(v) => setStatus(v as 'unresolved' | 'resolved')}
          data={[
            { value: 'unresolved', label: t('alerts.open') },
            { value: 'resolved', label: t('alerts.resolved') },
          ]}
        />
      </Group>
      {loading ? (
        <Group justify="center" p="md">
          <Spinner size="sm" label={t('alerts.loading')} />
        </Group>
      ) : alerts.isError && list.length === 0 ? (
        <LoadError
          what={t('alerts.loadWhat')}
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : list.length === 0 ? (
        <Text c="dimmed" mt="sm">
          {status === 'unresolved' ? t('alertsEmpty') : t('alerts.noResolved')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" mt="sm" p={0} style={{ listStyle: 'none' }}>
          {list.map((a) => (
            <AlertItem
              key={a.id}
              alert={a}
              showPatient={!membershipId}
              onOpenPatient={onOpenPatient}
              onResolve={setResolving}
            />
          ))}
        </Stack>
      )}
      {resolveMounted && <ResolveAlertModal alert={resolving} onClose={() => setResolving(null)} />}
    </Paper>
  );
}
