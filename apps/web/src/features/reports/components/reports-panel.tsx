import { Stack } from '@mantine/core';
import { CHECK_IN_EVENTS, type CheckInsChanged } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useRealtimeEvent } from '../../../lib/realtime';
import { showError } from '../../../lib/toasts';
import { reportsQueryKey, useCalendarReport } from '../api/calendar-report';
import type { Period } from '../api/periodical-report';
import { DailyReportView } from './daily-report-view';
import { MoodCalendar } from './mood-calendar';
import { PeriodicalChart } from './periodical-chart';
import { type MembershipProgress, ProgressStrip } from './progress-strip';

export interface ReportsPanelProps {
  membershipId: string;
  /** The patient's progress; its `curr_date` is today in the center's time zone. */
  progress: MembershipProgress | null;
  /** Today in the center's zone when there is no progress (falls back to the browser's day). */
  today?: string;
  /** Dates ("YYYY-MM-DD") the mood chart marks, e.g. the check-ins that triggered risk alerts. */
  markedDates?: readonly string[];
}

const browserToday = () => new Date().toLocaleDateString('en-CA');

/** The Reports tab: progress, the month calendar by mood, the chosen day, and the mood chart. */
export function ReportsPanel({ membershipId, progress, today, markedDates }: ReportsPanelProps) {
  const day = progress?.curr_date ?? today ?? browserToday();
  const [month, setMonth] = useState(day.slice(0, 7));
  const [selected, setSelected] = useState(day);
  const [period, setPeriod] = useState<Period>('week');
  const calendar = useCalendarReport(membershipId, month);
  const client = useQueryClient();
  // This patient checked in or changed a task: the calendar, the day and the chart refetch.
  useRealtimeEvent<CheckInsChanged>(CHECK_IN_EVENTS.changed, (changed) => {
    if (changed.membership_id === membershipId) {
      void client.invalidateQueries({ queryKey: reportsQueryKey(membershipId) });
    }
  });

  useEffect(() => {
    if (calendar.error) showError(errorMessage(calendar.error));
  }, [calendar.error]);

  return (
    <Stack gap="md">
      <ProgressStrip progress={progress} />
      <MoodCalendar
        month={month}
        report={calendar.data}
        loading={calendar.isFetching}
        selected={selected}
        onSelect={setSelected}
        onMonth={setMonth}
      />
      <DailyReportView membershipId={membershipId} date={selected} />
      <PeriodicalChart
        membershipId={membershipId}
        date={selected}
        period={period}
        onPeriod={setPeriod}
        markedDates={markedDates}
      />
    </Stack>
  );
}
