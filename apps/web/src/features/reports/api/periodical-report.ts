import { type ResponseOf, type Routes, routes } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { reportsQueryKey } from './calendar-report';

export type PeriodicalReport = ResponseOf<Routes['periodicalReport']>;
export type Period = PeriodicalReport['period'];

export async function getPeriodicalReport(membershipId: string, period: Period, date: string) {
  return callOrThrow(routes.periodicalReport, { params: { id: membershipId }, query: { period, date } });
}

export const periodicalReportQueryOptions = (membershipId: string, period: Period, date: string) =>
  queryOptions({
    queryKey: [...reportsQueryKey(membershipId), 'periodical', period, date],
    queryFn: () => getPeriodicalReport(membershipId, period, date),
    placeholderData: keepPreviousData,
  });

export const usePeriodicalReport = (membershipId: string, period: Period, date: string) =>
  useQuery(periodicalReportQueryOptions(membershipId, period, date));
