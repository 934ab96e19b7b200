import { type MessageKey, messages } from '@portal/contracts';
import type { TemplateKey } from './templates';

/** The English templates, in ICU: each renders exactly what its contracts function returns. */
export const enTemplates: Record<TemplateKey, string> = {
  unknownAddiction: '"{value}" is not in the addiction catalogue.',
  phoneCodeSms: 'Your sign-up code is {code}. It expires in 10 minutes. Do not share it with anyone.',
  invalidTransition: "A patient's status cannot change from {from} to {to}.",
  sessionIdle: 'Your session ended after {minutes} minutes of inactivity. Please sign in again.',
  sessionMax: 'Your session ended: a session lasts at most {hours} hours. Please sign in again.',
  tryAgainIn:
    'Too many attempts. Try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  'validation.required': '{field} is required.',
  'validation.notANumber': '{field} must be a number.',
  'validation.notWhole': '{field} must be a whole number.',
  'validation.notText': '{field} must be text.',
  'validation.notTrueFalse': '{field} must be true or false.',
  'validation.notList': '{field} must be a list.',
  'validation.notObject': '{field} must be a group of fields.',
  'validation.atLeast': '{field} must be at least {min}.',
  'validation.atMost': '{field} must be at most {max}.',
  'validation.tooShort': '{field} must be at least {min} characters long.',
  'validation.tooLong': '{field} must be at most {max} characters long.',
  'validation.tooFew': '{field} must have at least {min} items.',
  'validation.tooMany': '{field} must have at most {max} items.',
  'validation.oneOf': '{field} must be one of: {values}.',
  'validation.email': '{field} must be a valid email.',
  'validation.date': '{field} must be a date written like 2026-01-31.',
  'validation.dateTime': '{field} must be a date and time written like 2026-01-31T09:30:00Z.',
  'validation.format': '{field} is not written in the expected format.',
  'validation.unknownField': '{field} is not a field of this request.',
  'validation.invalid': '{field} is not valid.',
};

/** The English catalogue: the spec's sentences word for word (contracts' `messages`) and the templates. */
export const en: Record<MessageKey | TemplateKey, string> = { ...messages, ...enTemplates };
