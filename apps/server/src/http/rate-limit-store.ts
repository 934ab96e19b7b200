import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

/**
 * The plugin's own Redis store (its Lua script: one INCR, the expiry set on the first), with the
 * keys named by the caller's key generator alone: `<nameSpace><group>:user:<id>`. The plugin's
 * store prefixes each limit made by `createRateLimit` with its route's method and URL, which such a
 * limit does not have, so every key read `portal-rate-limit:undefinedundefined-…`.
 */
export function namedRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisStore {
    constructor(
      params: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean },
    ) {
      super(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis, nameSpace);
    }
    // Each limit's key generator already names its group: a child adds nothing to the key.
    override child() {
      return this;
    }
  };
}
