import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yieldingPglite } from './pglite-yield';

describe('yieldingPglite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table t (n int primary key)');
  });
  afterAll(() => client.close());

  it('lets the event loop turn between queries', async () => {
    const db = drizzle(yieldingPglite(client));
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    for (let i = 0; i < 20; i++) await db.execute(sql`select ${i}`);
    clearInterval(timer);
    expect(turns).toBeGreaterThan(0);
  });

  it('keeps transactions whole: a rollback undoes, other queries wait outside', async () => {
    const db = drizzle(yieldingPglite(client));
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      await tx.execute(sql`insert into t values (2)`);
      throw new Error('roll back');
    });
    // Sent while the transaction is open: it must not see (or join) its uncommitted rows.
    const outside = db.execute(sql`select count(*)::int as n from t`);
    await expect(failing).rejects.toThrow('roll back');
    expect((await outside).rows).toEqual([{ n: 0 }]);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (3)`);
    });
    expect((await db.execute(sql`select n from t`)).rows).toEqual([{ n: 3 }]);
  });
});
