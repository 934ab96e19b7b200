import { ActionIcon, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { MOOD_SCORES, type MoodScore } from '@portal/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useT } from '../../../lib/i18n';
import type { CalendarReport } from '../api/calendar-report';
import { useCalendarDate } from './dates';
import classes from './mood-calendar.module.css';
import { moodColor, moodLabel } from './moods';

/** The week's days from Monday, short, in the language dayjs speaks ("Mon", "lun."). */
const weekdays = () => Array.from({ length: 7 }, (_, i) => dayjs('2024-01-01').add(i, 'day').format('ddd'));

export interface MoodCalendarProps {
  month: string;
  report: CalendarReport | undefined;
  loading: boolean;
  selected: string;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
}

/** A month of check-ins, each day coloured by mood with its label (spec §9 labels). */
export function MoodCalendar({ month, report, loading, selected, onSelect, onMonth }: MoodCalendarProps) {
  const t = useT();
  const calendarDate = useCalendarDate();
  /** A day as a screen reader hears it: "November 20, Relaxed, 2 of 3 tasks, 1 assistance record". */
  const describe = (day: CalendarReport['days'][number]) => {
    const parts = [calendarDate(day.date, 'monthDay'), moodLabel(t, day.mood)];
    if (day.tasks_total)
      parts.push(t('reports.calendar.tasks', { done: day.tasks_done, total: day.tasks_total }));
    if (day.assistance_records)
      parts.push(t('reports.calendar.assistance', { count: day.assistance_records }));
    return parts.join(', ');
  };
  const first = dayjs(`${month}-01`);
  const lead = (first.day() + 6) % 7;
  const days = report?.month === month ? report.days : [];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <ActionIcon
          variant="default"
          aria-label={t('reports.calendar.previous')}
          onClick={() => onMonth(first.subtract(1, 'month').format('YYYY-MM'))}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {calendarDate(`${month}-01`, 'month')}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t('reports.calendar.next')}
          onClick={() => onMonth(first.add(1, 'month').format('YYYY-MM'))}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {loading && days.length === 0 ? (
        <Skeleton height={240} radius="md" role="progressbar" aria-label={t('reports.calendar.loading')} />
      ) : (
        <div className={classes.grid}>
          {weekdays().map((w) => (
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
                {day.mood && <span className={classes.mood}>{moodLabel(t, day.mood)}</span>}
              </UnstyledButton>
            );
          })}
        </div>
      )}
      <Group gap="sm" wrap="wrap" role="group" aria-label={t('reports.calendar.legend')}>
        {MOOD_SCORES.map((s) => (
          <Group key={s} gap={4} wrap="nowrap">
            <span
              className={classes.swatch}
              style={{
                background: `var(--mantine-color-${moodColor[s]}-1)`,
                borderColor: `var(--mantine-color-${moodColor[s]}-6)`,
              }}
            />
            <Text size="xs">{moodLabel(t, s)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
