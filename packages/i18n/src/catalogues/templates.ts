import type { validationMessages } from '@portal/contracts';

/**
 * Keys of the sentences built from values: ICU versions of the functions of
 * packages/contracts/src/messages.ts (tryAgainInMessage, validationMessages, ...). The English
 * ICU text of each is in en.ts and is tested to render exactly what the contracts function returns.
 */
export const TEMPLATE_KEYS = [
  'unknownAddiction',
  'phoneCodeSms',
  'invalidTransition',
  'sessionIdle',
  'sessionMax',
  'tryAgainIn',
  'validation.required',
  'validation.notANumber',
  'validation.notWhole',
  'validation.notText',
  'validation.notTrueFalse',
  'validation.notList',
  'validation.notObject',
  'validation.atLeast',
  'validation.atMost',
  'validation.tooShort',
  'validation.tooLong',
  'validation.tooFew',
  'validation.tooMany',
  'validation.oneOf',
  'validation.email',
  'validation.date',
  'validation.dateTime',
  'validation.format',
  'validation.unknownField',
  'validation.invalid',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** The values `tryAgainIn` takes, from the Retry-After seconds (the same rounding as the English). */
export function tryAgainInValues(seconds: number): { unit: 'second' | 'minute'; count: number } {
  return seconds < 60
    ? { unit: 'second', count: Math.max(1, Math.ceil(seconds)) }
    : { unit: 'minute', count: Math.ceil(seconds / 60) };
}

/** A rule of contracts' `validationMessages`; its template key is `validation.<rule>`. */
export type ValidationRule = keyof typeof validationMessages;

/** The ICU name of a validation template's second argument (the first is always `field`). */
export const validationArgument: Partial<Record<ValidationRule, 'min' | 'max' | 'values'>> = {
  atLeast: 'min',
  tooShort: 'min',
  tooFew: 'min',
  atMost: 'max',
  tooLong: 'max',
  tooMany: 'max',
  oneOf: 'values',
};
