import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export interface Lifecycle {
  /** Set when shutdown starts, so load balancers stop sending traffic before connections close. */
  draining: boolean;
}

export function registerHealth(app: FastifyInstance, database: Database, lifecycle: Lifecycle) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (lifecycle.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer.' });
    }
  });
}
