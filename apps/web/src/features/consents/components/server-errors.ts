import { ApiError } from '../../../lib/http';

/**
 * The server's sentences by form field (`errors: [{ field, message }]`, decisions §6), with the
 * server's field names mapped to the form's; a sentence for no field of the form goes to `fallback`.
 */
export function fieldErrors(
  err: unknown,
  fields: Record<string, string>,
  fallback: string,
): Record<string, string> | null {
  if (!(err instanceof ApiError) || !err.body.errors?.length) return null;
  const out: Record<string, string> = {};
  for (const e of err.body.errors) {
    const field = fields[e.field] ?? (Object.values(fields).includes(e.field) ? e.field : fallback);
    out[field] ??= e.message;
  }
  return out;
}
