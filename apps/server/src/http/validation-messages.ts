import { isCatalogueMessage, messages } from '@portal/contracts';
import type { Language, ValidationRule } from '@portal/i18n';
import { localize, validationSentence } from './localize';

/** One failed rule as fastify-type-provider-zod hands it over: zod's issue code and its details. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** Field names that read badly when only their underscores are replaced. */
const LABELS: Record<string, string> = {
  id: 'The id',
  by_status: 'Status',
  by_membership_status: 'Status',
  by_addiction: 'Addiction',
  by_name: 'Search',
  full_name: 'Full Name',
  phone_number: 'Phone Number',
  phone: 'Phone Number',
  fb_email: 'Facebook email',
  email: 'Email',
  first_day: 'Sobriety date',
  limit: 'Limit',
  offset: 'Offset',
};

/** "by_status" → "Status", "check_in_messages.1" → "Check in messages", "" → "The request". */
export function fieldLabel(path: string): string {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .at(-1) ?? '';
  if (!last) return 'The request';
  const known = LABELS[last];
  if (known) return known;
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'The request';
}

const number = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? v : Number(v));
const valuesOf = (issue: { values?: unknown }) =>
  Array.isArray(issue.values) ? issue.values.filter((v) => v !== '').map(String) : [];

/** The allowed values named by a union's branches (an enum or literals, often beside ''). */
function unionValues(params: Record<string, unknown>): string[] {
  const branches = Array.isArray(params.errors) ? (params.errors as { values?: unknown }[][]) : [];
  return [...new Set(branches.flat().flatMap(valuesOf))];
}

/**
 * The sentence for a failed rule: the schema's own when it is a catalogue sentence, otherwise one
 * built from the rule that failed, naming the field (issue 20: zod's defaults such as "Too small:
 * expected number to be >=1" or "Invalid input" reached people).
 */
export function sentenceFor(issue: ValidationIssue, path: string, lang: Language = 'en'): string {
  if (issue.message && isCatalogueMessage(issue.message)) return localize(issue.message, lang);
  const v = (rule: ValidationRule, name: string, arg?: number | bigint | string) =>
    validationSentence(lang, rule, name, arg);
  const field = fieldLabel(path);
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (p.input === undefined || p.input === null) return v('required', field);
      if (p.expected === 'number' || p.expected === 'int' || p.expected === 'bigint')
        return v('notANumber', field);
      if (p.expected === 'string') return v('notText', field);
      if (p.expected === 'boolean') return v('notTrueFalse', field);
      if (p.expected === 'array') return v('notList', field);
      if (p.expected === 'object') return v('notObject', field);
      return v('invalid', field);
    case 'too_small':
      if (p.origin === 'string')
        return number(p.minimum) <= 1 ? v('required', field) : v('tooShort', field, number(p.minimum));
      if (p.origin === 'array' || p.origin === 'set') return v('tooFew', field, number(p.minimum));
      return v('atLeast', field, number(p.minimum));
    case 'too_big':
      if (p.origin === 'string') return v('tooLong', field, number(p.maximum));
      if (p.origin === 'array' || p.origin === 'set') return v('tooMany', field, number(p.maximum));
      return v('atMost', field, number(p.maximum));
    case 'invalid_value': {
      const values = valuesOf(p);
      return values.length ? v('oneOf', field, values.join(', ')) : v('invalid', field);
    }
    case 'invalid_union': {
      const values = unionValues(p);
      return values.length ? v('oneOf', field, values.join(', ')) : v('invalid', field);
    }
    case 'invalid_format':
      if (p.format === 'email') return v('email', field);
      if (p.format === 'date') return v('date', field);
      if (p.format === 'datetime') return v('dateTime', field);
      if (p.format === 'uuid' || p.format === 'guid') return localize(messages.notFound, lang);
      return v('format', field);
    case 'not_multiple_of':
      return v('notWhole', field);
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.map(String) : [];
      return v('unknownField', fieldLabel(keys[0] ?? path));
    }
    default:
      return v('invalid', field);
  }
}

/**
 * The status of a refused request part: a path value that fails its rule names nothing that exists
 * (a malformed id is "not found", 404); a query or body that fails is the caller's mistake (400).
 */
export const validationStatus = (context: string | undefined) => (context === 'params' ? 404 : 400);
