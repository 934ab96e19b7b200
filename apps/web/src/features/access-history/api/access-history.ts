import { type AccessHistory, buildPath, routes } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callOrThrow, request } from '../../../lib/http';
import { texts } from '../../../lib/i18n';

export const accessHistoryQueryKey = (membershipId: string, page: number) =>
  ['access_history', membershipId, page] as const;

export function useAccessHistory(membershipId: string, page: number) {
  return useQuery({
    queryKey: accessHistoryQueryKey(membershipId, page),
    queryFn: (): Promise<AccessHistory> =>
      callOrThrow(routes.getAccessHistory, { params: { id: membershipId }, query: { page } }),
    placeholderData: keepPreviousData,
    // Reading the history is itself audited: a new read only when the owner asks for it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The CSV text of the whole history (the server audits the export). */
export async function exportAccessHistory(membershipId: string): Promise<string> {
  const res = await request<string>({
    method: 'GET',
    url: buildPath(routes.exportAccessHistory.path, { id: membershipId }),
  });
  if (!res.ok || typeof res.data !== 'string') {
    throw new ApiError(res.status, res.error ?? { message: texts.current().t('requestFailed') });
  }
  return res.data;
}
