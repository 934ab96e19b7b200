import { Badge, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MoodScore } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { useDailyReport } from '../api/daily-report';
import { useCalendarDate } from './dates';
import { moodColor, moodLabel } from './moods';

/** One day in full: the check-in, each task done or not, assistance records. */
export function DailyReportView({ membershipId, date }: { membershipId: string; date: string }) {
  const t = useT();
  const calendarDate = useCalendarDate();
  const report = useDailyReport(membershipId, date);
  const data = report.data;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={t('reports.day.label')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {calendarDate(date, 'full')}
        </Title>
        {!data ? (
          <Skeleton height={80} role="progressbar" aria-label={t('reports.day.loading')} />
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('reports.day.checkIn')}
              </Text>
              {data.check_in ? (
                <>
                  <Badge
                    color={moodColor[data.check_in.mood as MoodScore]}
                    variant="light"
                    tt="none"
                    styles={{
                      label: {
                        color: `var(--mantine-color-${moodColor[data.check_in.mood as MoodScore]}-9)`,
                      },
                    }}
                  >
                    {moodLabel(t, data.check_in.mood)}
                  </Badge>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span size="sm" c="dimmed">
                      {t('reports.day.chose')}{' '}
                    </Text>
                    {data.check_in.preset_message_text}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('reports.day.noCheckIn')}
                </Text>
              )}
            </Group>
            {data.check_in?.text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                “{data.check_in.text}”
              </Text>
            )}
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('reports.day.tasks')}
              </Text>
              {data.tasks.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('reports.day.noTasks')}
                </Text>
              ) : (
                <List spacing={4} size="sm" center>
                  {data.tasks.map((task) => (
                    <List.Item
                      key={task.id}
                      icon={
                        <ThemeIcon
                          color={task.done ? 'teal' : 'gray'}
                          size={20}
                          radius="xl"
                          variant={task.done ? 'filled' : 'light'}
                        >
                          {task.done ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
                        </ThemeIcon>
                      }
                    >
                      {task.title}{' '}
                      <Text span size="xs" c="dimmed">
                        {task.done ? t('reports.day.done') : t('reports.day.notDone')}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('reports.day.assistance')}
              </Text>
              {data.assistance_records.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('reports.day.noAssistance')}
                </Text>
              ) : (
                <List spacing={4} size="sm">
                  {data.assistance_records.map((r) => (
                    <List.Item key={r.id}>
                      {t('reports.day.attended', {
                        kind: t(`reports.kind.${r.kind}`),
                        attended: r.attended ? 'yes' : 'no',
                      })}
                      {r.note ? ` — ${r.note}` : ''}
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {t('reports.day.recordedBy', { name: r.recorded_by })}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
