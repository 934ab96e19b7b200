import { Center, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MoodTrend } from '@portal/contracts';
import dayjs from 'dayjs';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { MoodTrendChart } from './mood-trend-chart';

/** "2026-11-17" → "Tue 17" (a calendar date of the center: no time zone shift; no Intl, see recent-check-ins). */
const weekday = (date: string) => dayjs(date).format('ddd D');

/** Average mood per day of the last 7 (center) days; the same figures as a table for screen readers. */
export function MoodTrendCard({ trend, loading }: { trend: MoodTrend | undefined; loading: boolean }) {
  const data = (trend?.days ?? []).map((d) => ({ day: weekday(d.date), mood: d.average_mood }));
  const any = trend?.days.some((d) => d.check_ins > 0) ?? false;
  const t = useT();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id="mood-trend"
      component="section"
      aria-labelledby="mood-trend-title"
    >
      <Title order={2} size="h4" id="mood-trend-title">
        {t('dashboard.moodTitle')}
      </Title>
      {loading ? (
        <Center h={200}>
          <Spinner label={t('dashboard.loadingMood')} />
        </Center>
      ) : !any ? (
        <Center h={200}>
          <Text c="dimmed">{t('dashboard.noCheckIns7')}</Text>
        </Center>
      ) : (
        <>
          <MoodTrendChart data={data} />
          <VisuallyHidden>
            <Table>
              <caption>{t('dashboard.moodPerDay')}</caption>
              <thead>
                <tr>
                  <th>{t('dashboard.day')}</th>
                  <th>{t('dashboard.averageMoodColumn')}</th>
                  <th>{t('dashboard.checkIns')}</th>
                </tr>
              </thead>
              <tbody>
                {trend?.days.map((d) => (
                  <tr key={d.date}>
                    <td>{d.date}</td>
                    <td>{d.average_mood ?? t('dashboard.none')}</td>
                    <td>{d.check_ins}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
