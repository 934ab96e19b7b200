import type { FastifyRequest } from 'fastify';

/**
 * How a request appears in the logs: method, path and caller, never the query string (patient
 * searches carry names, `/oidc` calls carry one-time codes, upload URLs carry signatures), never
 * headers or bodies. The request id travels as `reqId` on every line of the request.
 */
export function requestSerializer(request: FastifyRequest) {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  return {
    method: request.method,
    url: queryAt === -1 ? url : `${url.slice(0, queryAt)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
  };
}
