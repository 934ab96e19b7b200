import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../deps';
import type { Lifecycle } from '../../http/health';
import { backlogStatuses, countOutboxBacklog } from './repository';

export const metricsPath = '/metrics';

/** Requests that matched no route share one label, so unknown URLs cannot grow the series. */
const UNMATCHED = '(unmatched)';
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

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

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class (2xx, 3xx, 4xx, 5xx).',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

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
    const route = request.routeOptions.url ?? UNMATCHED;
    const method = request.method;
    requests.inc({
      method,
      route,
      status_class: STATUS_CLASSES[Math.floor(reply.statusCode / 100)] ?? 'other',
    });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });

  const token = deps.config.METRICS_TOKEN;
  app.get(metricsPath, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const refusal = refuse(request, reply, token);
    if (refusal) return refusal;
    const merged = Registry.merge([processMetrics(), registry]);
    const body = await merged.metrics();
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
