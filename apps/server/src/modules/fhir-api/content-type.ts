import type { FastifyRequest } from 'fastify';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const PLAIN_JSON = 'application/json; charset=utf-8';

/** `_format` values meaning JSON (FHIR R4 §3.1.0.1.10). */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

/**
 * The content type of the answer: `application/fhir+json`, or `application/json` for a client that
 * asks for that and not for FHIR's own (some generic HTTP clients do). JSON only: undefined for a
 * client that accepts neither (XML, turtle), which gets 406; `_format` overrides Accept, as FHIR
 * says.
 */
export function answerType(request: Pick<FastifyRequest, 'headers' | 'query'>): string | undefined {
  const format = (request.query as Record<string, unknown>)._format;
  if (format !== undefined) {
    const type = typeof format === 'string' ? (format.split(';')[0]?.trim().toLowerCase() ?? '') : '';
    return JSON_FORMATS.has(type) ? FHIR_JSON : undefined;
  }
  const accept = request.headers.accept;
  if (!accept) return FHIR_JSON;
  const ranges = accept.split(',').map((r) => r.split(';')[0]?.trim().toLowerCase() ?? '');
  if (ranges.some((r) => r === 'application/fhir+json' || r === '*/*' || r === 'application/*'))
    return FHIR_JSON;
  return ranges.includes('application/json') ? PLAIN_JSON : undefined;
}
