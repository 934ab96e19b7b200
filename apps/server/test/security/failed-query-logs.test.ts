import { messages, routes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../helpers/database';
import { createTestServer, type TestServer } from '../helpers/server';
import { type CenterWorld, call, rowsOf, seedCenter } from './world';

/**
 * Issue 25 item 2: when a statement fails, its error log line carried the SQL parameters (a name
 * searched, a note's text, a chat message). Unique strings go through real calls whose statements
 * the database refuses; the log keeps the request id, the route, the SQL state and the statement's
 * shape, and none of the strings.
 */
describe(`failed queries log no patient data (${testDriver})`, () => {
  let server: TestServer;
  let a: CenterWorld;
  const lines: string[] = [];
  const PLANTED = {
    name: 'Xanthippe Vorquellian',
    note: 'Used fentanyl at the bus station 3c9d',
    chat: 'Please do not tell my employer 8e41',
    cancelled: 'Methadone dose missed twice 17fa',
  };

  beforeAll(async () => {
    server = await createTestServer({}, { logLines: lines });
    a = await seedCenter(server, 'QueryLogs');
  }, 120_000);
  afterAll(() => server?.close());

  /** Runs `work` while the database refuses it (`refuse`), then undoes `refuse` (`restore`). */
  const whileRefused = async <T>(refuse: string, restore: string, work: () => Promise<T>) => {
    await server.deps.database.db.execute(sql.raw(refuse));
    try {
      return await work();
    } finally {
      await server.deps.database.db.execute(sql.raw(restore));
    }
  };
  const failedQueryLines = () =>
    lines
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as { reqId?: string; route?: string; err?: Record<string, unknown> })
      .filter((line) => line.err?.message === 'query failed');

  it('search, note and chat statements fail: the log has their shape, not their values', async () => {
    const search = await whileRefused(
      'ALTER FUNCTION public.immutable_unaccent(text) RENAME TO immutable_unaccent_away',
      'ALTER FUNCTION public.immutable_unaccent_away(text) RENAME TO immutable_unaccent',
      () =>
        call(server, routes.listMemberships, {
          headers: { ...a.staff.auth, 'x-request-id': 'failed-search-0001' },
          query: { by_name: PLANTED.name },
        }),
    );
    // A CHECK that fails every new row: PostgreSQL's detail quotes the whole row it refused.
    const note = await whileRefused(
      'ALTER TABLE tcenter_notes ADD CONSTRAINT refuse_all CHECK (false) NOT VALID',
      'ALTER TABLE tcenter_notes DROP CONSTRAINT refuse_all',
      () =>
        call(server, routes.createNote, {
          headers: a.staff.auth,
          params: { id: a.ids.membership },
          body: { content: PLANTED.note },
        }),
    );
    const chat = await whileRefused(
      'ALTER TABLE chat_messages ADD CONSTRAINT refuse_all CHECK (false) NOT VALID',
      'ALTER TABLE chat_messages DROP CONSTRAINT refuse_all',
      () =>
        call(server, routes.sendChatMessage, {
          headers: a.patient.auth,
          params: { id: a.ids.channel },
          body: { text: PLANTED.chat },
        }),
    );
    for (const res of [search, note, chat]) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: messages.requestFailed });
    }

    const failed = failedQueryLines();
    expect(failed.map((line) => line.err?.sqlState)).toEqual(['42883', '23514', '23514']);
    expect(failed[0]).toMatchObject({ reqId: 'failed-search-0001', route: '/v3/memberships' });
    expect(failed[0]?.err?.statement).toMatch(/immutable_unaccent\(\$\d+\)/);
    expect(failed[1]?.err).toMatchObject({ table: 'tcenter_notes', constraint: 'refuse_all' });
    expect(failed[1]?.err?.statement).toMatch(/^insert into "tcenter_notes"/);
    expect(failed[2]?.route).toBe('/chat/channels/:id/messages');
  });

  it.runIf(testDriver === 'postgres')(
    'a cancelled statement (57014) logs its shape, not the note it carried',
    async () => {
      const [row] = rowsOf<{ name: string }>(
        await server.deps.database.db.execute(sql`SELECT current_database() AS name`),
      );
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${row?.name}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        await admin.query('BEGIN');
        await admin.query('LOCK TABLE tcenter_notes IN SHARE MODE');
        const pending = call(server, routes.createNote, {
          headers: a.staff.auth,
          params: { id: a.ids.membership },
          body: { content: PLANTED.cancelled },
        });
        let pid: number | undefined;
        for (let i = 0; i < 200 && !pid; i++) {
          const { rows } = await admin.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
          );
          pid = rows[0]?.pid;
          if (!pid) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await admin.query('SELECT pg_cancel_backend($1)', [pid]);
        await admin.query('ROLLBACK');
        expect((await pending).statusCode).toBe(500);
      } finally {
        await admin.end();
      }
      expect(failedQueryLines().map((line) => line.err?.sqlState)).toContain('57014');
    },
  );

  it('finds none of the planted strings anywhere in the log', () => {
    const log = lines.join('').toLowerCase();
    for (const [what, value] of Object.entries(PLANTED)) {
      expect(log, `the ${what} reached the log`).not.toContain(value.toLowerCase());
      // Nor a piece of it (a LIKE pattern, a quoted detail): its most telling word.
      const word = value.split(' ').sort((x, y) => y.length - x.length)[0] ?? value;
      expect(log, `"${word}" of the ${what} reached the log`).not.toContain(word.toLowerCase());
    }
    // The failures were logged all the same.
    expect(log).toContain('query failed');
  });
});
