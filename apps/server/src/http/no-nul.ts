import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The path of the first string holding U+0000 in a parsed body, query or params, or null. */
function nulAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulAt(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 (it fails the whole statement), and no field of the portal
 * needs it: a NUL anywhere in a call is refused before the route runs, naming the field.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulAt(part);
      if (path) {
        throw badRequest(messages.nulCharacter, [{ field: path.join('.'), message: messages.nulCharacter }]);
      }
    }
  });
}
