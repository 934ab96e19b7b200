// text-check: not for people (the contracts' English sentences are only matched to their keys)
import { type MessageKey, messages } from '@portal/contracts';
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

const KEY_OF_SENTENCE = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, unknown][])
    .filter((e): e is [MessageKey, string] => typeof e[1] === 'string')
    .map(([key, text]) => [text, key]),
);

/**
 * The catalogue key of one of the contracts' English sentences (a form's own validation gives
 * those), so the form shows it in the screen's language with `t(key)`; undefined for any other
 * text (a sentence built from values, or the server's, which comes translated already).
 */
export const keyOfSentence = (sentence: string): MessageKey | undefined => KEY_OF_SENTENCE.get(sentence);
