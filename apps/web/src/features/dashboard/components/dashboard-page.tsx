import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHECK_IN_EVENTS, CONTACT_NOW_EVENTS, type HomeStats } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { memo, useEffect, useState } from 'react';
import { rememberCenterZone, rememberedCenterDay } from '../../../lib/center-zone';
import { useDeferredAnswer } from '../../../lib/deferred-answer';
import { errorMessage } from '../../../lib/http';
import { texts, useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { useRealtimeEvent } from '../../../lib/realtime';
import { showError } from '../../../lib/toasts';
import { useMoodTrend } from '../api/get-mood-trend';
import { useOpenRequests } from '../api/get-open-requests';
import { useRecentCheckIns } from '../api/get-recent-check-ins';
import { useStats } from '../api/get-stats';
import { dashboardQueryKey } from '../api/refresh';
import classes from './dashboard.module.css';
import { MoodTrendCard } from './mood-trend-card';
import { OpenRequests } from './open-requests';
import { RecentCheckIns } from './recent-check-ins';
import { StatCards } from './stat-cards';

const MemoStatCards = memo(StatCards);
const MemoMoodTrendCard = memo(MoodTrendCard);
const MemoOpenRequests = memo(OpenRequests);
const MemoRecentCheckIns = memo(RecentCheckIns);

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "Today is Tuesday, November 24 at the center (America/New York).": the center's day, not this device's. */
export const centerDateLine = (stats: Pick<HomeStats, 'today' | 'time_zone'>) =>
  texts.current().t('dashboard.today', {
    day: dayjs(stats.today).format(texts.current().language === 'es' ? 'dddd, D [de] MMMM' : 'dddd, MMMM D'),
    zone: stats.time_zone.replaceAll('_', ' '),
  });

/**
 * The date line under the title. boot/shell.js draws the same words in the same place before the
 * portal's script arrives (its twin; boot-shell.test.ts compares them). Until the figures answer it
 * shows the day at the center this browser last saw (lib/center-zone.ts) by this device's clock;
 * the answer's day, the server's, then stands, and its zone is remembered for the next visit.
 */
export function CenterDate({ stats }: { stats: HomeStats | undefined }) {
  // Only while the figures have not answered (on a first visit they usually have, from the frame's
  // early read): the remembered day needs the browser's Intl, which the dashboard's dates avoid.
  const [remembered] = useState(() => (stats ? null : rememberedCenterDay()));
  const zone = stats?.time_zone;
  useEffect(() => {
    if (zone) rememberCenterZone(zone);
  }, [zone]);
  const shown = stats ?? remembered;
  return (
    <Text size="sm" c="dimmed" className={classes.dateLine}>
      {shown && centerDateLine(shown)}
    </Text>
  );
}

/** The landing screen: figures, mood trend, latest check-ins and who waits for a call; live. */
export function DashboardPage() {
  const client = useQueryClient();
  const stats = useStats();
  const trend = useMoodTrend();
  const recent = useRecentCheckIns();
  const open = useOpenRequests();
  const now = useNow(30_000);
  const t = useT();

  // Check-ins, task changes and contact-now changes arrive over the socket; everything also
  // refetches every 30 s (the socket may be down).
  const refresh = () => void client.invalidateQueries({ queryKey: dashboardQueryKey });
  useRealtimeEvent(CONTACT_NOW_EVENTS.changed, refresh);
  useRealtimeEvent(CHECK_IN_EVENTS.changed, refresh);

  const failed = stats.error ?? trend.error ?? recent.error ?? open.error;
  useEffect(() => {
    if (failed) showError(errorMessage(failed));
  }, [failed]);

  // Each answer is drawn in a deferred pass, and only the card that shows it renders again (memo):
  // a query's answer is a blocking render in React, and on a phone's first visit the four answers
  // re-rendered the whole dashboard four times in long tasks (issue 22, TBT).
  const { data: shownStats } = useDeferredAnswer(stats);
  const shownTrend = useDeferredAnswer(trend);
  const shownRecent = useDeferredAnswer(recent);
  const { data: shownOpen } = useDeferredAnswer(open);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('nav.dashboard')}</Title>
        <CenterDate stats={shownStats} />
      </div>
      {failed && (
        <LoadError
          what={t('dashboard.partFailed')}
          error={failed}
          onRetry={() => void client.refetchQueries({ queryKey: dashboardQueryKey, type: 'active' })}
          retrying={stats.isFetching || trend.isFetching || recent.isFetching || open.isFetching}
        />
      )}
      <MemoStatCards stats={shownStats} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MemoMoodTrendCard trend={shownTrend.data} loading={shownTrend.loading} />
        <MemoOpenRequests requests={shownOpen?.requests} total={shownOpen?.total ?? 0} now={now} />
      </SimpleGrid>
      <MemoRecentCheckIns items={shownRecent.data} loading={shownRecent.loading} />
    </Stack>
  );
}
