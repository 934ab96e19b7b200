import { ActionIcon, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { MOOD_SCORES, type MoodScore } from '@portal/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { CalendarReport } from '../api/calendar-report';
import classes from './mood-calendar.module.css';
import { moodColor, moodLabel } from './moods';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface MoodCalendarProps {
  month: string;
  report: CalendarReport | undefined;
  loading: boolean;
  selected: string;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
}

function describe(day: CalendarReport['days'][number]): string {
  const parts = [dayjs(day.date).format('MMMM D'), moodLabel(day.mood)];
  if (day.tasks_total) parts.push(`${day.tasks_done} of ${day.tasks_total} tasks`);
  if (day.assistance_records)
    parts.push(`${day.assistance_records} assistance record${day.assistance_records === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** A month of check-ins, each day coloured by mood with its label (spec §9 labels). */
export function MoodCalendar({ month, report, loading, selected, onSelect, onMonth }: MoodCalendarProps) {
  const first = dayjs(`${month}-01`);
  const lead = (first.day() + 6) % 7;
  const days = report?.month === month ? report.days : [];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <ActionIcon
          variant="default"
          aria-label="Previous month"
          onClick={() => onMonth(first.subtract(1, 'month').format('YYYY-MM'))}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {first.format('MMMM YYYY')}
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Next month"
          onClick={() => onMonth(first.add(1, 'month').format('YYYY-MM'))}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {loading && days.length === 0 ? (
        <Skeleton height={240} radius="md" role="progressbar" aria-label="Loading the calendar" />
      ) : (
        <div className={classes.grid}>
          {WEEKDAYS.map((w) => (
            <div key={w} className={classes.weekday} aria-hidden>
              {w}
            </div>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st have no identity
            <div key={`blank-${i}`} />
          ))}
          {days.map((day) => {
            const color = day.mood ? moodColor[day.mood as MoodScore] : null;
            return (
              <UnstyledButton
                key={day.date}
                className={classes.day}
                data-selected={day.date === selected || undefined}
                aria-pressed={day.date === selected}
                aria-label={describe(day)}
                onClick={() => onSelect(day.date)}
                style={
                  color
                    ? {
                        background: `var(--mantine-color-${color}-1)`,
                        borderColor: `var(--mantine-color-${color}-6)`,
                      }
                    : undefined
                }
              >
                <span className={classes.number}>{Number(day.date.slice(8))}</span>
                {day.mood && <span className={classes.mood}>{moodLabel(day.mood)}</span>}
              </UnstyledButton>
            );
          })}
        </div>
      )}
      <Group gap="sm" wrap="wrap" role="group" aria-label="Mood legend">
        {MOOD_SCORES.map((s) => (
          <Group key={s} gap={4} wrap="nowrap">
            <span
              className={classes.swatch}
              style={{
                background: `var(--mantine-color-${moodColor[s]}-1)`,
                borderColor: `var(--mantine-color-${moodColor[s]}-6)`,
              }}
            />
            <Text size="xs">{moodLabel(s)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
