import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DestinationStream, destination, type Logger, stdSerializers } from 'pino';
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
 *
 * Each line goes in as bytes (sonic-boom's buffer mode): in its string mode sonic-boom measures the
 * UTF-8 length of the whole pending block on every line (`Buffer.byteLength` of a string built by
 * `+=`, which flattens it), so a line cost more the more lines waited for the disk: 4 % of a public
 * route's CPU under load, more than pino's JSON itself (issue 23, goal 5b).
 */
export function bufferedStdout(): DestinationStream {
  const out = destination({
    dest: 1,
    minLength: 4096,
    sync: false,
    periodicFlush: 1000,
    contentMode: 'buffer',
  });
  const bytes = out as unknown as { write(chunk: Buffer): boolean };
  return {
    write: (line: string) => bytes.write(Buffer.from(line)),
    flush: (cb?: (err?: Error) => void) => out.flush(cb),
  } as DestinationStream;
}

/**
 * One log line per request, when it has been answered: its request id (`reqId`), method, path
 * without the query (requestSerializer), status and time in milliseconds. Fastify's own request
 * logging (a line on arrival and one on completion) is off (app.ts `disableRequestLogging`): the
 * second line doubled the logging cost of every call and said nothing the first did not (issue 23).
 * A route's `logLevel` still applies (/metrics logs at warn, so its scrapes are not logged).
 *
 * The line is pino's line, field for field (`logging.test.ts` compares the two), written to the
 * logger's own stream: built as one template string, it costs a fifth of pino's `info()` (which
 * walks the object, runs a serializer per key and stringifies each value apart: 5 µs of a public
 * route's 25 µs, issue 23, goal 5b). Its fields are strings, numbers and the request serializer's
 * object, each through JSON.stringify, so no value can break the line.
 */
export function registerRequestLog(app: FastifyInstance, stream: DestinationStream) {
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  app.addHook('onResponse', (request, reply, done) => {
    if ((request.log as Logger).isLevelEnabled('info')) stream.write(requestLine(base, request, reply));
    done();
  });
}

/** `request completed` as pino writes it at info with its default base (pid, hostname). */
export function requestLine(base: string, request: FastifyRequest, reply: FastifyReply): string {
  return `{"level":30,"time":${Date.now()}${base},"reqId":${JSON.stringify(request.id)},"req":${JSON.stringify(
    requestSerializer(request),
  )},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`;
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
