import { type ResponseOf, type Routes, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export type CalendarReport = ResponseOf<Routes['calendarReport']>;

export const reportsQueryKey = (membershipId: string) => ['reports', membershipId] as const;

export async function getCalendarReport(membershipId: string, month: string): Promise<CalendarReport> {
  return callOrThrow(routes.calendarReport, { params: { id: membershipId }, query: { month } });
}

export const calendarReportQueryOptions = (membershipId: string, month: string) =>
  queryOptions({
    queryKey: [...reportsQueryKey(membershipId), 'calendar', month],
    queryFn: () => getCalendarReport(membershipId, month),
  });

export const useCalendarReport = (membershipId: string, month: string) =>
  useQuery(calendarReportQueryOptions(membershipId, month));
