import { type ImportRefused, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callOrThrow } from '../../../lib/http';

export interface ImportInput {
  file: File;
  importValidOnly: boolean;
}

/** Uploads the CSV itself (spec: multipart form with the file); the server applies the same rules. */
export function importReservations({ file, importValidOnly }: ImportInput) {
  const form = new FormData();
  form.append('import_valid_only', String(importValidOnly));
  form.append('file', file, file.name);
  return callOrThrow(routes.invitePatients, { body: form });
}

/** The rows the server refused, when it refused the whole import (422). */
export function refusedRows(err: unknown): ImportRefused['rejected'] | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const rejected = (err.body as Partial<ImportRefused>).rejected;
  return Array.isArray(rejected) ? rejected : null;
}

export function useImportReservations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importReservations,
    onSuccess: () => client.invalidateQueries({ queryKey: [routes.listReservations.path] }),
  });
}
