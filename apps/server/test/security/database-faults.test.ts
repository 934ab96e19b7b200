import net, { type AddressInfo } from 'node:net';
import { messages, routes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgres } from '../../src/db/client';
import { createTestDatabase, testDriver } from '../helpers/database';
import { createTestServer, type TestServer } from '../helpers/server';
import { type CenterWorld, call, rowsOf, seedCenter } from './world';

/**
 * Issue 25: a database fault answers 503 (or 500 for a failed statement) and the process keeps
 * serving; nothing of the request's data reaches the log. The server writes its log at the most
 * verbose level into a stream the test reads.
 */
describe(`database faults (${testDriver})`, () => {
  let server: TestServer;
  let a: CenterWorld;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await createTestServer({}, { logLines: lines });
    a = await seedCenter(server, 'Faults');
  }, 120_000);
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const note = (content: string) =>
    call(server, routes.createNote, {
      headers: a.staff.auth,
      params: { id: a.ids.membership },
      body: { content },
    });
  const notesNow = async () => {
    const res = await call(server, routes.listNotes, {
      headers: a.staff.auth,
      params: { id: a.ids.membership },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('a statement failing inside a transaction answers 500, writes nothing, and the next calls succeed', async () => {
    const before = await notesNow();
    // The note's insert is refused by the database, after the transaction's first statements ran.
    await db().execute(
      sql.raw('ALTER TABLE tcenter_notes ADD CONSTRAINT forced_failure CHECK (false) NOT VALID'),
    );
    try {
      const res = await note('Half-written note 7c1e');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: messages.requestFailed });
    } finally {
      await db().execute(sql.raw('ALTER TABLE tcenter_notes DROP CONSTRAINT forced_failure'));
    }
    // The transaction rolled back (PGlite has one connection: an aborted transaction left open
    // would refuse every next statement).
    expect(await notesNow()).toBe(before);
    expect((await note('Written after the failure')).statusCode).toBe(201);
    expect(await notesNow()).toContain('Written after the failure');
  });

  it.runIf(testDriver === 'postgres')(
    'a terminated backend of an open transaction answers 503 JSON, and the process keeps serving',
    async () => {
      const admin = await adminOf(server.deps.database.db);
      try {
        // Inserts into tcenter_notes wait for this lock: the note's transaction stays open, its
        // first statements run, its insert waits in PostgreSQL.
        await admin.query('BEGIN');
        await admin.query('LOCK TABLE tcenter_notes IN SHARE MODE');
        const pending = note('Terminated note 5be2 of Zebulon Quimbyfrost');
        const pid = await waitingBackend(admin);
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await admin.query('ROLLBACK');
        const res = await pending;
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: messages.requestFailed });

        // pg reports the closed socket after the answer: the process must still be here then.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        for (let i = 0; i < 6; i++) expect((await note(`After the fault ${i}`)).statusCode).toBe(201);
        const notes = await notesNow();
        expect(notes).toContain('After the fault 5');
        expect(notes).not.toContain('Terminated note 5be2');
        const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        expect(lines.join('')).not.toContain('Quimbyfrost');
      } finally {
        await admin.end();
      }
    },
  );
});

describe.runIf(testDriver === 'postgres')('the PostgreSQL pool', () => {
  it('survives a connection terminated while a transaction waits between statements', async () => {
    const database = await createTestDatabase();
    const admin = await adminOf(database.db);
    try {
      const failed = database.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
        await admin.query('SELECT pg_terminate_backend($1)', [row?.pid]);
        // Idle in transaction: pg learns of the closed socket with no query of its own running.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await tx.execute(sql`SELECT 1`);
      });
      await expect(failed).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The broken client is gone; the next ones are new.
      for (let i = 0; i < 3; i++) await database.db.execute(sql`SELECT 1`);
      expect(database.poolStats?.().total).toBeGreaterThan(0);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe(`a database outage (${testDriver})`, () => {
  let server: TestServer;
  let a: CenterWorld;
  let base: Database | undefined;
  let proxy: TcpProxy | undefined;

  beforeAll(async () => {
    if (testDriver === 'postgres') {
      // The server reaches PostgreSQL through a TCP proxy the test can cut and restore, as a
      // network fault, a failover or a restart of PostgreSQL would.
      base = await createTestDatabase();
      const [row] = rowsOf<{ name: string }>(await base.db.execute(sql`SELECT current_database() AS name`));
      proxy = await tcpProxy(5432);
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.port = String(proxy.port);
      url.pathname = `/${row?.name}`;
      server = await createTestServer({}, { database: openPostgres(url.toString(), 5) });
    } else {
      server = await createTestServer();
    }
    a = await seedCenter(server, 'Outage');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await base?.close();
  });

  const listNotes = () =>
    call(server, routes.listNotes, { headers: a.staff.auth, params: { id: a.ids.membership } });

  it('answers 503 with Retry-After and the same sentence while the database is away', async () => {
    expect((await listNotes()).statusCode).toBe(200);
    if (proxy) await proxy.cut();
    else await server.deps.database.close();

    for (const res of [
      await listNotes(),
      await call(server, routes.createNote, {
        headers: a.staff.auth,
        params: { id: a.ids.membership },
        body: { content: 'Written during the outage' },
      }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: messages.requestFailed });
    }
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    // PostgreSQL back (PGlite closes only when the process stops): serving again at once.
    if (proxy) {
      await proxy.restore();
      expect((await listNotes()).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
  });
});

interface TcpProxy {
  port: number;
  /** Stops listening and drops every connection: new ones are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to the local PostgreSQL port. */
async function tcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let listener: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      listener = server;
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!listener?.listening) return resolve();
      listener.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut,
    restore: async () => {
      await listen(port);
    },
    close: cut,
  };
}

/** A connection of the test's own to the same database (createTestDatabase made one per file). */
async function adminOf(db: Db): Promise<pg.Client> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`SELECT current_database() AS name`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  return admin;
}

/** The backend whose statement waits for a lock in this database: the request's, inside its transaction. */
async function waitingBackend(admin: pg.Client): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no request waited for the lock');
}
