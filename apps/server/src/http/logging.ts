import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { queryFailureForLog } from '../db/errors';

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

/**
 * How an error appears in the logs (every `{ err }` of every logger line). A failed query keeps its
 * SQL state, the shape of its statement and the schema names, never its parameters (a searched
 * name, a note's text, a chat message), its message or detail (PostgreSQL quotes values there),
 * nor its causes' messages; the stack keeps only its frames. Any other error is logged as pino does.
 */
export function errorSerializer(err: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const failure = queryFailureForLog(err);
  if (!failure) return stdSerializers.err(err);
  const frames = (typeof err.stack === 'string' ? err.stack : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return { ...failure, message: 'query failed', stack: frames };
}
