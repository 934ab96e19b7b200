import type { z } from 'zod';

/**
 * Validates form values with the contracts schema the server uses, and returns Mantine form errors
 * (first message per field), so the portal and the API answer with the same words.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Field errors of a server error body, for `form.setErrors`. */
export function serverFieldErrors(body: { errors?: { field: string; message: string }[] }) {
  return Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
}
