import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '../constants';
import { messages, validationMessages } from '../messages';

/** The one error body of every failure (decisions.md §6). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const uuid = z.uuid({ message: messages.notFound });

/** The languages the product speaks (docs/decisions/languages.md): a person's or a center's choice. */
export const LANGUAGE_CODES = ['en', 'es'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const languageCode = z.enum(LANGUAGE_CODES, { message: messages.languageInvalid });
export const idParams = z.object({ id: uuid });

/** "Full Name is required." → "Full Name": the field a required-message names. */
const fieldOf = (requiredMessage: string) =>
  /^(.+?) is required\.?$/.exec(requiredMessage)?.[1] ?? 'The text';

/**
 * Text that must be there, at most `max` characters. The length rule has its own sentence: a
 * type-level message would otherwise answer "Full Name is required." for a name too long (issue 20).
 */
export const requiredText = (message: string, max = 5000) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: validationMessages.tooLong(fieldOf(message), max) });

export const email = (requiredMessage: string = messages.emailRequired) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage })
    .max(254, { message: validationMessages.tooLong(fieldOf(requiredMessage), 254) })
    .pipe(z.email({ message: messages.emailInvalid }))
    .transform((v) => v.toLowerCase());

/** Optional e-mail: empty string and null mean "none". */
export const optionalEmail = (invalidMessage: string = messages.emailInvalid) =>
  z
    .union([
      z.literal(''),
      z.null(),
      z.undefined(),
      z
        .string()
        .trim()
        .max(254, { message: validationMessages.tooLong(invalidMessage.split(' must ')[0] ?? 'Email', 254) })
        .pipe(z.email({ message: invalidMessage })),
    ])
    .transform((v) => (v ? v.toLowerCase() : null));

/** Strips the mask's formatting characters: "+1 (555) 010-0000" -> "15550100000". */
export const stripPhone = (raw: string) => raw.replace(/[\s()+\-.]/g, '');

/** A phone number: formatting stripped, digits only, at least 11 digits (spec §5). */
export const phone = (requiredMessage: string = messages.phoneRequired) =>
  z
    .string({ message: requiredMessage })
    .transform(stripPhone)
    .pipe(
      z
        .string()
        .min(1, { message: requiredMessage })
        .regex(/^\d*$/, { message: messages.phoneDigits })
        .min(PHONE_MIN_DIGITS, { message: messages.phoneMin })
        .max(15, { message: messages.phoneDigits }),
    );

/**
 * An optional phone number (spec §5): empty, null, "+1" and a bare mask mean "no phone" (null);
 * anything else must be a phone as above. Invitations, a membership's phone, the center's phone.
 */
export const optionalPhone = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((v) => (v == null ? '' : stripPhone(v)))
  .pipe(z.union([z.literal('').transform(() => null), z.literal('1').transform(() => null), phone()]));

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const messageResponse = z.object({ message: z.string() });
export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });
