import { errorBody, type RouteDef, type Routes, routes } from '@portal/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** The table's key of each route (`invitePatient`): its operationId, stable and meaningful. */
const nameOf = new Map<RouteDef, string>(Object.entries(routes as Routes).map(([name, def]) => [def, name]));

/** A success without a body: documented as no content (the zod provider makes it `type: 'null'`). */
const noContent = z.undefined().describe('No content');

/**
 * The Fastify schema of a table route: what validates and serialises it, and what the OpenAPI
 * document says of it (http/openapi.ts). The failures a route can answer follow from its kind, so
 * no route lists them by hand: input → 400, signed-in → 401 and 403, a path id → 404. Statuses a
 * route's own rules add (429 of the rate limits: http/rate-limits.ts) are added where they live.
 */
export function routeSchema(def: RouteDef): FastifySchema {
  const response: Record<number, z.ZodType> = {};
  if (def.params || def.query || def.body || def.multipart) response[400] = errorBody;
  if (def.access !== 'public') {
    response[401] = errorBody;
    response[403] = errorBody;
  }
  if (def.params) response[404] = errorBody;
  if (def.response) {
    response[def.success] = def.response;
    if (def.alsoSuccess) response[def.alsoSuccess] = def.response;
  } else if (def.success === 204) response[204] = noContent;
  const operationId = nameOf.get(def);
  return {
    summary: def.summary,
    tags: [def.path.split('/')[2] ?? 'api'],
    ...(operationId ? { operationId } : {}),
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.body ? { body: def.body } : {}),
    response,
    // `[]` says a call is public on purpose (an operation without `security` reads as forgotten).
    security: def.access === 'public' ? [] : [{ bearer: [] }],
  };
}
