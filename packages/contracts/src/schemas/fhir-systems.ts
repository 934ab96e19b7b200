import { z } from 'zod';
import { messages } from '../messages';
import { isoDateTime, requiredText, uuid } from './common';

/**
 * SMART Backend Services systems (issue 40 item 3): what an owner registers so a system can read the
 * center's FHIR API with its own signed assertions. docs/decisions/fhir-api.md, "Backend services".
 */

/** The FHIR types the API serves (the server's served.ts; a test keeps the two lists equal). */
export const FHIR_SERVED_TYPES = [
  'Patient',
  'Observation',
  'Questionnaire',
  'QuestionnaireResponse',
  'Consent',
  'Organization',
  'Practitioner',
] as const;
export type FhirServedType = (typeof FHIR_SERVED_TYPES)[number];

/** Every scope a system may be given: all types, or one type, read only. */
export const FHIR_SYSTEM_SCOPES = [
  'system/*.read',
  ...FHIR_SERVED_TYPES.map((t) => `system/${t}.read`),
] as const;

export const fhirSystemScope = z.enum(FHIR_SYSTEM_SCOPES as unknown as [string, ...string[]], {
  message: messages.fhirSystemScopeInvalid,
});

/** `within`: the center's own system (a use); `recipient`: an outside one (every read a disclosure). */
export const fhirSystemKind = z.enum(['within', 'recipient']);
export const fhirSystemStatus = z.enum(['active', 'disabled']);

/** Members that only a private (or a symmetric) key has (RFC 7518 §6). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
const EC_CURVES = ['P-256', 'P-384', 'P-521'];

const isText = (v: unknown) => typeof v === 'string' && v.length > 0;

/** Whether one JWK is a public RSA or EC key a signature can be checked with. */
function isPublicSigningKey(key: Record<string, unknown>): boolean {
  if (key.use !== undefined && key.use !== 'sig') return false;
  if (key.kty === 'RSA') return isText(key.n) && isText(key.e);
  if (key.kty === 'EC') return EC_CURVES.includes(key.crv as string) && isText(key.x) && isText(key.y);
  return false;
}

/**
 * The sentence a pasted key set is refused with, or undefined when it is a JSON Web Key Set holding
 * at least one public RSA or EC signing key and no private member anywhere. Shared by the contract and
 * the server's check of a key set read from a JWKS URL.
 */
export function jwksProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return messages.fhirSystemJwksInvalid;
  const keys = (value as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || !keys.length || keys.length > 20) return messages.fhirSystemJwksInvalid;
  if (!keys.every((k) => k && typeof k === 'object' && !Array.isArray(k)))
    return messages.fhirSystemJwksInvalid;
  const objects = keys as Record<string, unknown>[];
  if (objects.some((k) => PRIVATE_MEMBERS.some((m) => m in k))) return messages.fhirSystemJwksPrivate;
  if (!objects.some(isPublicSigningKey)) return messages.fhirSystemJwksInvalid;
  return undefined;
}

export const fhirJwks = z
  .object(
    {
      keys: z.array(z.record(z.string(), z.unknown(), { message: messages.fhirSystemJwksInvalid }), {
        message: messages.fhirSystemJwksInvalid,
      }),
    },
    { message: messages.fhirSystemJwksInvalid },
  )
  .superRefine((value, ctx) => {
    const problem = jwksProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A JWKS address: https, or plain http on the machine itself (a test or a developer's laptop; the
 * server refuses loopback addresses in production).
 */
export const jwksUrl = z
  .string({ message: messages.fhirSystemJwksUrlInvalid })
  .trim()
  .max(2000, { message: messages.fhirSystemJwksUrlInvalid })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        if (url.username || url.password) return false;
        if (url.protocol === 'https:') return true;
        return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      } catch {
        return false;
      }
    },
    { message: messages.fhirSystemJwksUrlInvalid },
  );

const optionalText = (message: string) =>
  z
    .string({ message })
    .trim()
    .max(500, { message })
    .nullable()
    .optional()
    .transform((v) => v || null);

export const createFhirSystemBody = z
  .object({
    name: requiredText(messages.fhirSystemNameRequired, 200),
    jwks_url: jwksUrl.nullable().optional(),
    jwks: fhirJwks.nullable().optional(),
    kind: fhirSystemKind,
    /** Outside recipients: the recipient as named on the consent forms and the purpose as written. */
    recipient: optionalText(messages.fhirSystemRecipientRequired),
    purpose: optionalText(messages.fhirSystemPurposeRequired),
    scopes: z
      .array(fhirSystemScope, { message: messages.fhirSystemScopesRequired })
      .min(1, { message: messages.fhirSystemScopesRequired })
      .max(FHIR_SYSTEM_SCOPES.length, { message: messages.fhirSystemScopeInvalid }),
  })
  .superRefine((body, ctx) => {
    const hasUrl = !!body.jwks_url;
    const hasSet = !!body.jwks;
    if (!hasUrl && !hasSet)
      ctx.addIssue({ code: 'custom', path: ['jwks_url'], message: messages.fhirSystemKeysRequired });
    if (hasUrl && hasSet)
      ctx.addIssue({ code: 'custom', path: ['jwks'], message: messages.fhirSystemKeysBoth });
    if (body.kind === 'recipient' && !body.recipient) {
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: messages.fhirSystemRecipientRequired });
    }
    if (body.kind === 'recipient' && !body.purpose) {
      ctx.addIssue({ code: 'custom', path: ['purpose'], message: messages.fhirSystemPurposeRequired });
    }
  });
export type CreateFhirSystemBody = z.infer<typeof createFhirSystemBody>;

export const fhirSystem = z.object({
  /** Also its `client_id`. */
  id: z.uuid(),
  name: z.string(),
  kind: fhirSystemKind,
  recipient: z.string().nullable(),
  purpose: z.string().nullable(),
  scopes: z.array(z.string()),
  jwks_url: z.string().nullable(),
  /** The `kid`s of a pasted key set (a key without one shows as its type). */
  jwks_keys: z.array(z.string()).nullable(),
  status: fhirSystemStatus,
  created_at: isoDateTime,
  disabled_at: isoDateTime.nullable(),
});
export type FhirSystem = z.infer<typeof fhirSystem>;

export const fhirSystemsResponse = z.object({
  systems: z.array(fhirSystem),
  /** What the system's IT configures: the FHIR base and the token endpoint (null: an external issuer's). */
  fhir_base: z.string(),
  token_url: z.string().nullable(),
});
export const fhirSystemResponse = z.object({ system: fhirSystem });
export const fhirSystemParams = z.object({ id: uuid, system_id: uuid });
