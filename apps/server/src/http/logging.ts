import type { FastifyInstance, FastifyRequest } from 'fastify';
import { destination, stdSerializers } from 'pino';
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

/** How a response appears in the logs: its status, never its headers (cookies) or body. */
export function responseSerializer(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * Where the server's log goes when no stream is given: stdout, in blocks of at least 4 KiB and at
 * least once a second, instead of one write(2) per line (7 % of a public route's CPU, issue 23).
 * pino writes what is left when the process exits, crash or not; only a SIGKILL or a power cut
 * can lose the last second of lines. The audit log is in the database, never here.
 */
export const bufferedStdout = () =>
  destination({ dest: 1, minLength: 4096, sync: false, periodicFlush: 1000 });

/**
 * One log line per request, when it has been answered: its request id (`reqId`), method, path
 * without the query (requestSerializer), status and time in milliseconds. Fastify's own request
 * logging (a line on arrival and one on completion) is off (app.ts `disableRequestLogging`): the
 * second line doubled the logging cost of every call and said nothing the first did not (issue 23).
 * A route's `logLevel` still applies (/metrics logs at warn, so its scrapes are not logged).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
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
