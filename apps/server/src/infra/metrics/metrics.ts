import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { AppDeps } from '../../deps';
import type { Lifecycle } from '../../http/health';
import { HttpMetrics, UNMATCHED } from './http-metrics';
import { backlogStatuses, countOutboxBacklog } from './repository';

export const metricsPath = '/metrics';

/**
 * Node's process metrics (CPU, memory, event-loop lag, GC) describe the process, not one app, so
 * they live in one registry per process and are merged into every app's scrape.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics at GET /metrics: HTTP traffic per route pattern (never the raw URL: no ids,
 * no PHI in labels), the database pool, connected chat sockets and the mail outbox backlog.
 * Readable with `Authorization: Bearer $METRICS_TOKEN`; without a token configured, only from
 * the loopback interface and not through a proxy.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'database' | 'realtime'>,
  lifecycle: Lifecycle,
) {
  const registry = new Registry();
  const { database, realtime } = deps;

  const http = new HttpMetrics();

  new Gauge({
    name: 'portal_database_info',
    help: 'The database driver this instance runs on (always 1).',
    labelNames: ['driver'] as const,
    registers: [registry],
    collect() {
      this.set({ driver: database.kind }, 1);
    },
  });
  if (database.poolStats) {
    const poolStats = database.poolStats.bind(database);
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL connection pool: open connections (total), idle ones, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'portal_db_pool_max',
      help: 'Largest number of connections the pool opens.',
      registers: [registry],
      collect() {
        this.set(poolStats().max);
      },
    });
  }
  new Gauge({
    name: 'portal_chat_sockets',
    help: 'Authenticated Socket.IO connections (chat, live updates) on this instance.',
    registers: [registry],
    collect() {
      this.set(realtime.io.of('/').sockets.size);
    },
  });
  new Gauge({
    name: 'portal_mail_outbox_messages',
    help: 'Mail not yet delivered, by outbox status (stored, sending, failed).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const counts = await countOutboxBacklog(database.db);
        for (const status of backlogStatuses) this.set({ status }, counts[status]);
      } catch (err) {
        // No samples rather than a failed scrape: readiness and the pool report database outages.
        app.log.warn({ err }, 'metrics: outbox backlog query failed');
      }
    },
  });
  new Gauge({
    name: 'portal_draining',
    help: '1 while this instance shuts down (readiness answers 503), else 0.',
    registers: [registry],
    collect() {
      this.set(lifecycle.draining ? 1 : 0);
    },
  });

  // A callback hook, not an async one: no promise per request (issue 23).
  app.addHook('onResponse', (request, reply, done) => {
    http.record(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = deps.config.METRICS_TOKEN;
  app.get(metricsPath, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const refusal = refuse(request, reply, token);
    if (refusal) return refusal;
    const merged = Registry.merge([processMetrics(), registry]);
    const body = `${await merged.metrics()}\n${http.text()}`;
    return reply.header('content-type', merged.contentType).header('cache-control', 'no-store').send(body);
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply, token: string | undefined) {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (sameSecret(given, token)) return undefined;
    return reply
      .status(401)
      .header('www-authenticate', 'Bearer realm="metrics"')
      .send({ message: 'A valid metrics token is required.' });
  }
  // No token configured: the socket itself must be loopback (not request.ip, which trusts
  // X-Forwarded-For), and a request relayed by a local reverse proxy is refused as well.
  const local = isLoopback(request.socket.remoteAddress);
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (local && !proxied) return undefined;
  return reply.status(403).send({
    message: 'Metrics are readable from this machine only; set METRICS_TOKEN to scrape them remotely.',
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
