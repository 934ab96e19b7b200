import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Ids, uids and user codes come from requests (a token to revoke, a client id). PostgreSQL text
 * cannot hold U+0000 and fails the whole statement on one, so such a key names no row: it is
 * answered without a query (the issuer then says "invalid", never 500).
 */
const storable = (key: string) => !key.includes('\u0000');

/**
 * oidc-provider's storage in PostgreSQL/PGlite: sessions, interactions, grants, authorization
 * codes, refresh tokens (one row each, keyed by model name and id). Nothing lives in memory, so a
 * restart or another instance behind the load balancer sees the same sessions.
 */
export function databaseAdapter(db: Db): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const values = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
    }

    async find(id: string) {
      return storable(id) ? this.findWhere(eq(oidcPayloads.id, id)) : undefined;
    }

    async findByUid(uid: string) {
      return storable(uid) ? this.findWhere(eq(oidcPayloads.uid, uid)) : undefined;
    }

    async findByUserCode(userCode: string) {
      return storable(userCode) ? this.findWhere(eq(oidcPayloads.userCode, userCode)) : undefined;
    }

    async consume(id: string) {
      if (!storable(id)) return;
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      if (!storable(id)) return;
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      if (!storable(grantId)) return;
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, this.model),
            condition,
            sql`(${oidcPayloads.expiresAt} IS NULL OR ${oidcPayloads.expiresAt} > now())`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: epoch(row.consumedAt) } : payload;
    }
  };
}

/** Deletes what has expired; safe to run from every instance. */
export async function sweepExpiredPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
