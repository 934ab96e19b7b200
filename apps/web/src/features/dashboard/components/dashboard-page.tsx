import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHECK_IN_EVENTS, CONTACT_NOW_EVENTS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { LoadError } from '../../../lib/load-error';
import { useRealtimeEvent } from '../../../lib/realtime';
import { showError } from '../../../lib/toasts';
import { useMoodTrend } from '../api/get-mood-trend';
import { useOpenRequests } from '../api/get-open-requests';
import { useRecentCheckIns } from '../api/get-recent-check-ins';
import { useStats } from '../api/get-stats';
import { dashboardQueryKey } from '../api/refresh';
import classes from './dashboard.module.css';
import { MoodTrendCard, preloadMoodTrendChart } from './mood-trend-card';
import { OpenRequests } from './open-requests';
import { RecentCheckIns } from './recent-check-ins';
import { StatCards } from './stat-cards';

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The landing screen: figures, mood trend, latest check-ins and who waits for a call; live. */
export function DashboardPage() {
  const client = useQueryClient();
  const stats = useStats();
  const trend = useMoodTrend();
  const recent = useRecentCheckIns();
  const open = useOpenRequests();
  const now = useNow(30_000);

  // Check-ins, task changes and contact-now changes arrive over the socket; everything also
  // refetches every 30 s (the socket may be down).
  const refresh = () => void client.invalidateQueries({ queryKey: dashboardQueryKey });
  useRealtimeEvent(CONTACT_NOW_EVENTS.changed, refresh);
  useRealtimeEvent(CHECK_IN_EVENTS.changed, refresh);

  // The figures have arrived (the largest paint is their date line): the chart's code may come now.
  const figuresShown = stats.isSuccess;
  useEffect(() => (figuresShown ? preloadMoodTrendChart() : undefined), [figuresShown]);

  const failed = stats.error ?? trend.error ?? recent.error ?? open.error;
  useEffect(() => {
    if (failed) showError(errorMessage(failed));
  }, [failed]);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text size="sm" c="dimmed" className={classes.dateLine}>
          {stats.data && (
            <>
              Today is{' '}
              {new Date(`${stats.data.today}T12:00:00Z`).toLocaleDateString('en-US', {
                weekday: 'long',
                month: 'long',
                day: 'numeric',
                timeZone: 'UTC',
              })}{' '}
              at the center ({stats.data.time_zone.replaceAll('_', ' ')}).
            </>
          )}
        </Text>
      </div>
      {failed && (
        <LoadError
          what="Part of the dashboard"
          error={failed}
          onRetry={() => void client.refetchQueries({ queryKey: dashboardQueryKey, type: 'active' })}
          retrying={stats.isFetching || trend.isFetching || recent.isFetching || open.isFetching}
        />
      )}
      <StatCards stats={stats.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MoodTrendCard trend={trend.data} loading={trend.isPending} />
        <OpenRequests requests={open.data?.requests} total={open.data?.total ?? 0} now={now} />
      </SimpleGrid>
      <RecentCheckIns items={recent.data} loading={recent.isPending} />
    </Stack>
  );
}
