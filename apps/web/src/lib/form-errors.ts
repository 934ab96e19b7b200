import type { CatalogueKey, Language } from '@portal/i18n';
import { catalogueSentence } from '@portal/i18n/sentences';
import type { z } from 'zod';
import { texts } from './i18n';

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

/** The screen's language and its sentence function (`texts.useTexts()` or `texts.current()`). */
export interface ScreenWords {
  language: Language;
  t: (key: CatalogueKey, values?: Record<string, unknown>) => string;
}

/**
 * One of the contracts' English sentences (a form's own validation gives those) in the screen's
 * language: a fixed one by its key, one built from a template ("Full Name must be at most 200
 * characters long.") by its shape, the field named in that language; the server reads its own
 * answers with the same bridge (`@portal/i18n/sentences`). English stays the contracts' own text, and
 * any other text (the server's, which comes translated already) stays as it is.
 */
export function inScreenLanguage(sentence: string, { language, t }: ScreenWords): string {
  if (language === 'en') return sentence;
  const found = catalogueSentence(sentence, language);
  return found ? t(found.key, found.values) : sentence;
}

/** For a component: says the contracts' sentences in the screen's current language. */
export function useInScreenLanguage(): (sentence: string) => string {
  const screen = texts.useTexts();
  return (sentence) => inScreenLanguage(sentence, screen);
}

/** A form's errors (field → contracts sentence, as `schemaErrors` gives them), each in the screen's language. */
export const errorsInScreenLanguage = (
  errors: Record<string, string>,
  say: (sentence: string) => string,
): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, sentence]) => [field, say(sentence)]));
