import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database';
import type { Database } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';
import { databaseAdapter, sweepExpiredPayloads } from './adapter';

describe('the issuer storage adapter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores, finds by id and uid, consumes, revokes by grant and destroys', async () => {
    const Adapter = databaseAdapter(database.db);
    const codes = new Adapter('AuthorizationCode');
    const sessions = new Adapter('Session');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'portal|x' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'portal|x' }, 60);
    expect(await codes.find('c1')).toEqual({ grantId: 'g1', accountId: 'portal|x' });
    expect(await sessions.find('c1')).toBeUndefined(); // models do not see each other's rows
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'portal|x' });

    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeTypeOf('number');

    await codes.upsert('c1', { grantId: 'g1', accountId: 'portal|y' }, 60);
    expect(await codes.find('c1')).toMatchObject({ accountId: 'portal|y' });
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('hides expired rows and sweeps them', async () => {
    const Adapter = databaseAdapter(database.db);
    const interactions = new Adapter('Interaction');
    await interactions.upsert('old', { uid: 'old' }, 60);
    await interactions.upsert('kept', { uid: 'kept' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'old'));
    expect(await interactions.find('old')).toBeUndefined();
    await sweepExpiredPayloads(database.db);
    const ids = (await database.db.select().from(oidcPayloads)).map((r) => r.id);
    expect(ids).toContain('kept');
    expect(ids).not.toContain('old');
  });

  it('finds nothing for an id, uid or user code holding U+0000, without asking the database', async () => {
    // PostgreSQL text cannot hold NUL: asking fails the statement (a 500 from the issuer's
    // revocation endpoint, found by the form fuzzing of test/security/bad-forms.test.ts).
    const Adapter = databaseAdapter(database.db);
    const tokens = new Adapter('AccessToken');
    expect(await tokens.find('nul\u0000byte')).toBeUndefined();
    expect(await tokens.findByUid('nul\u0000byte')).toBeUndefined();
    expect(await tokens.findByUserCode('nul\u0000byte')).toBeUndefined();
    await expect(tokens.consume('nul\u0000byte')).resolves.toBeUndefined();
    await expect(tokens.destroy('nul\u0000byte')).resolves.toBeUndefined();
    await expect(tokens.revokeByGrantId('nul\u0000byte')).resolves.toBeUndefined();
  });
});
