import {
  buildPath,
  type OutcomesExportQuery,
  type OutcomesQuery,
  type OutcomesResponse,
  routes,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, buildUrl, callOrThrow, request } from '../../../lib/http';
import { texts } from '../../../lib/i18n';

export const outcomesKey = (centerId: string, filters: OutcomesQuery) =>
  [routes.getOutcomes.path, centerId, filters] as const;

/** The center's figures for the chosen admission months and questionnaire. */
export const useOutcomes = (centerId: string, filters: OutcomesQuery) =>
  useQuery({
    queryKey: outcomesKey(centerId, filters),
    queryFn: (): Promise<OutcomesResponse> =>
      callOrThrow(routes.getOutcomes, { params: { id: centerId }, query: filters }),
    placeholderData: keepPreviousData,
    // Every read is audited: read again when the filters change or someone asks, not on focus.
    staleTime: 5 * 60_000,
  });

/** The CSV text of an export; the identified one is a disclosure the server records. */
export async function fetchOutcomesCsv(centerId: string, query: OutcomesExportQuery): Promise<string> {
  const res = await request<string>({
    method: 'GET',
    url: buildUrl(buildPath(routes.exportOutcomes.path, { id: centerId }), query),
  });
  if (!res.ok || typeof res.data !== 'string') {
    throw new ApiError(res.status, res.error ?? { message: texts.current().t('requestFailed') });
  }
  return res.data;
}

/** Hands a file to the browser's downloads, named by kind and day (no patient's name). */
export function saveCsv(text: string, kind: OutcomesExportQuery['kind']) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `outcomes-${kind}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
