import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

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

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
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
