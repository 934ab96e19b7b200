import { Badge, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MoodScore } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useDailyReport } from '../api/daily-report';
import { moodColor, moodLabel } from './moods';

/** One day in full: the check-in, each task done or not, assistance records. */
export function DailyReportView({ membershipId, date }: { membershipId: string; date: string }) {
  const report = useDailyReport(membershipId, date);
  const data = report.data;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label="Daily report">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {dayjs(date).format('dddd, MMMM D, YYYY')}
        </Title>
        {!data ? (
          <Skeleton height={80} role="progressbar" aria-label="Loading the daily report" />
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Check-in:
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
                    {moodLabel(data.check_in.mood)}
                  </Badge>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span size="sm" c="dimmed">
                      Chose:{' '}
                    </Text>
                    {data.check_in.preset_message_text}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  none
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
                Tasks
              </Text>
              {data.tasks.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No tasks due this day.
                </Text>
              ) : (
                <List spacing={4} size="sm" center>
                  {data.tasks.map((t) => (
                    <List.Item
                      key={t.id}
                      icon={
                        <ThemeIcon
                          color={t.done ? 'teal' : 'gray'}
                          size={20}
                          radius="xl"
                          variant={t.done ? 'filled' : 'light'}
                        >
                          {t.done ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
                        </ThemeIcon>
                      }
                    >
                      {t.title}{' '}
                      <Text span size="xs" c="dimmed">
                        ({t.done ? 'done' : 'not done'})
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Assistance records
              </Text>
              {data.assistance_records.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None this day.
                </Text>
              ) : (
                <List spacing={4} size="sm">
                  {data.assistance_records.map((r) => (
                    <List.Item key={r.id}>
                      {r.kind.charAt(0).toUpperCase() + r.kind.slice(1)}: {r.attended ? 'attended' : 'missed'}
                      {r.note ? ` — ${r.note}` : ''}
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (recorded by {r.recorded_by})
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
