import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContactRequest } from '@portal/contracts';
import { Link } from 'react-router';
import { formatPhone, formatWaiting, telHref } from '../../../lib/format-contact';
import { useT } from '../../../lib/i18n';
import classes from './dashboard.module.css';

export function OpenRequests({
  requests,
  total,
  now,
}: {
  requests: ContactRequest[] | undefined;
  total: number;
  now: Date;
}) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="open-requests-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="open-requests-title">
          {t('dashboard.contactNow')}
        </Title>
        <Badge
          color={total ? 'red' : 'gray'}
          variant={total ? 'filled' : 'light'}
          aria-label={t('dashboard.waitingCount', { count: total })}
        >
          {total}
        </Badge>
      </Group>
      {!requests?.length ? (
        <Text c="dimmed" mt="sm">
          {t('dashboard.noOneWaiting')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" mt="sm" className={classes.plainList}>
          {requests.map((r) => (
            <Group component="li" key={r.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {r.patient_name}
                </Text>
                {r.phone ? (
                  <Anchor href={telHref(r.phone)} size="sm">
                    {formatPhone(r.phone)}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('dashboard.noPhone')}
                  </Text>
                )}
              </Stack>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('dashboard.waitingFor', { time: formatWaiting(r.created_at, now) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/contact-now" size="sm" mt="sm" display="inline-block">
        {t('dashboard.openQueue')}
      </Anchor>
    </Paper>
  );
}
