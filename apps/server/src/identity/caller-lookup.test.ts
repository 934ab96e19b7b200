import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/helpers/database';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { portalSessions, users } from '../db/schema/index';
import { createCallerLookup } from './caller-lookup';

describe(`the caller lookup shared by concurrent requests (${testDriver})`, () => {
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('answers each waiting caller with its own account and session, whoever shares the statement', async () => {
    const db = server.deps.database.db;
    const now = new Date();
    await db.insert(portalSessions).values([
      { key: 'lookup-staff', userId: a.staff.row.id, signedInAt: now, lastActiveAt: now },
      { key: 'lookup-owner', userId: a.owner.row.id, signedInAt: now, lastActiveAt: now },
    ]);
    const lookup = createCallerLookup(db);
    const calls = [
      ...Array.from({ length: 8 }, () => lookup(a.staff.row.subject, 'lookup-staff')),
      lookup(a.owner.row.subject, 'lookup-owner'),
      // Another account's session key: the account, but no session.
      lookup(a.expert.row.subject, 'lookup-staff'),
      lookup(a.support.row.subject, 'no-such-session'),
      lookup('portal|nobody', 'lookup-staff'),
    ];
    const rows = await Promise.all(calls);
    for (const row of rows.slice(0, 8)) {
      expect(row).toMatchObject({ id: a.staff.row.id, active: true, session: { key: 'lookup-staff' } });
    }
    expect(rows[8]).toMatchObject({ id: a.owner.row.id, session: { key: 'lookup-owner' } });
    expect(rows[9]).toMatchObject({ id: a.expert.row.id, session: null });
    expect(rows[10]).toMatchObject({ id: a.support.row.id, session: null });
    expect(rows[11]).toBeUndefined();
  });

  it('a caller queued behind a read in flight sees what was committed before it called', async () => {
    const db = server.deps.database.db;
    const lookup = createCallerLookup(db);
    const member = a.expert.row;
    const first = lookup(member.subject, 'none');
    await db.update(users).set({ active: false }).where(eq(users.id, member.id));
    const next = lookup(member.subject, 'none');
    expect((await first)?.id).toBe(member.id);
    expect((await next)?.active).toBe(false);
    await db.update(users).set({ active: true }).where(eq(users.id, member.id));
  });
});
