import { type ResponseOf, type Routes, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { reportsQueryKey } from './calendar-report';

export type DailyReport = ResponseOf<Routes['dailyReport']>;

export async function getDailyReport(membershipId: string, date: string): Promise<DailyReport> {
  return callOrThrow(routes.dailyReport, { params: { id: membershipId }, query: { date } });
}

export const dailyReportQueryOptions = (membershipId: string, date: string) =>
  queryOptions({
    queryKey: [...reportsQueryKey(membershipId), 'daily', date],
    queryFn: () => getDailyReport(membershipId, date),
  });

export const useDailyReport = (membershipId: string, date: string) =>
  useQuery(dailyReportQueryOptions(membershipId, date));
