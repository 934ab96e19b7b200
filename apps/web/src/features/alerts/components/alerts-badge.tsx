import { ActionIcon, Indicator } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DeferredTooltip } from '../../../lib/deferred-tooltip';
import { useAlerts } from '../api/list-alerts';
import { useLiveAlerts } from './use-live-alerts';

/**
 * The header's count of open risk alerts, linking to the dashboard's list. It names no patient
 * and no health detail: only how many alerts wait.
 */
export function AlertsBadge() {
  const live = useLiveAlerts();
  const alerts = useAlerts({ status: 'open' }, live);
  const open = alerts.data?.open ?? 0;
  const label = open === 1 ? '1 open risk alert' : `${open} open risk alerts`;
  return (
    <DeferredTooltip label={label}>
      <Indicator label={open} size={18} color="red" disabled={open === 0} offset={4}>
        <ActionIcon
          component={Link}
          to="/dashboard#risk-alerts"
          variant="default"
          size="lg"
          aria-label={label}
        >
          <IconAlertTriangle size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
    </DeferredTooltip>
  );
}
