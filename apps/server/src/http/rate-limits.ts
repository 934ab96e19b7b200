import rateLimit from '@fastify/rate-limit';
import { errorBody, type RouteDef, routes } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { tooManyRequests } from './errors';
import { namedRedisStore } from './rate-limit-store';
import { hooksOf } from './route-hooks';

/**
 * Per-caller limits on the calls that send mail, hand out upload URLs or post chat messages
 * (issue 12). Sign-in and password resets have their own, database-backed limits
 * (identity/throttle.ts). Each limit counts per signed-in user (its users row), or per address when
 * there is no user, so one center's flood never uses up another center's allowance.
 */
export const RATE_LIMITS: { group: string; max: number; windowMs: number; routes: RouteDef[] }[] = [
  {
    // Invitation and re-sent invitation e-mails, and imports that reserve many at once.
    group: 'invitations',
    max: 30,
    windowMs: 60_000,
    routes: [routes.invitePatient, routes.sendInvitationEmail, routes.invitePatients, routes.bulkReserve],
  },
  {
    group: 'uploads',
    max: 30,
    windowMs: 60_000,
    routes: [routes.centerPresignedUrl, routes.eventPresignedUrl, routes.presignChatAttachment],
  },
  { group: 'chat-send', max: 60, windowMs: 60_000, routes: [routes.sendChatMessage] },
  // The patient's whole record: heavy to build, and nobody needs it more than a few times a minute.
  {
    group: 'record-download',
    max: 10,
    windowMs: 60_000,
    routes: [routes.patientRecord, routes.patientRecordFhir],
  },
];

const keyOf = (request: FastifyRequest) =>
  request.currentUser?.userId ? `user:${request.currentUser.userId}` : `ip:${request.ip}`;

/**
 * Must run before the routes are registered: it marks the limited ones as they are added. With
 * REDIS_URL the counters live in Redis, so N instances share one limit; otherwise in memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string | undefined; limits?: typeof RATE_LIMITS } = {},
) {
  const limits = options.limits ?? RATE_LIMITS;
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    // An outage is logged by ioredis' reconnects; calls then pass unlimited (skipOnError below).
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: keyOf,
    ...(redis ? { store: namedRedisStore(redis, 'portal-rate-limit:'), skipOnError: true } : {}),
  });
  // One counter per group and caller, shared by the group's routes: the plugin's own route limits
  // (even with a groupId) count each route apart, so four invitation routes would allow four times
  // the limit.
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      // In Redis: `portal-rate-limit:<group>:user:<id>` (rate-limit-store.ts).
      keyGenerator: (request) => `${limit.group}:${keyOf(request)}`,
    }),
  }));
  app.addHook('onRoute', (route) => {
    // Method and path: GET /v3/memberships (search) shares its path with the invitation POST.
    const path = route.config?.routePath;
    const found =
      path &&
      checks.find(({ limit }) => limit.routes.some((r) => r.path === path && r.method === route.method));
    if (!found) return;
    // A route's own preHandler runs after the app's authentication: the key is the caller, not a
    // clinic's shared address.
    const limited = async (request: FastifyRequest) => {
      const result = await found.check(request);
      if ('isExceeded' in result && result.isExceeded) {
        throw tooManyRequests(Math.max(1, result.ttlInSeconds ?? 1));
      }
    };
    route.preHandler = [...hooksOf(route.preHandler), limited];
    // Documented with the route (OpenAPI): a client generated from it expects the 429.
    route.schema = { ...route.schema, response: { ...(route.schema?.response as object), 429: errorBody } };
  });
}
