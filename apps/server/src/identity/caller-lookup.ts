import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { portalSessions, users } from '../db/schema/index';
import type { SessionRow } from './sessions';

/** The caller's account and the session row of its token (null when there is none yet). */
export interface CallerRow {
  id: string;
  active: boolean;
  email: string;
  firstName: string;
  lastName: string;
  isOwner: boolean;
  session: SessionRow | null;
}

interface Waiter {
  subject: string;
  key: string;
  resolve: (row: CallerRow | undefined) => void;
  reject: (err: unknown) => void;
}

/** Most callers one statement looks up; a longer queue goes in several statements back to back. */
const MAX_BATCH = 100;

/**
 * The account and session read of every authenticated request (authenticate.ts), shared by the
 * requests that wait together: while one read is in flight, the callers that arrive queue, and the
 * next statement reads all of them (their accounts by subject, their sessions by key) — natural
 * batching, no timer: a lone request is read at once. Every request's read is a statement sent
 * after the request arrived, so a disabled account or an ended sign-in committed before a call is
 * seen by that call, as with one statement per request (decisions.md "Per-request cost").
 * Prepared once (drizzle builds the SQL once; PostgreSQL parses it once per connection).
 */
export function createCallerLookup(db: Db): (subject: string, key: string) => Promise<CallerRow | undefined> {
  const statement = db
    .select({
      subject: users.subject,
      id: users.id,
      active: users.active,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isOwner: users.isOwner,
      session: portalSessions,
    })
    .from(users)
    .leftJoin(
      portalSessions,
      and(
        eq(portalSessions.userId, users.id),
        sql`${portalSessions.key} = any(${sql.placeholder('keys')}::text[])`,
      ),
    )
    .where(sql`${users.subject} = any(${sql.placeholder('subjects')}::text[])`)
    .prepare('portal_authenticate');

  let queue: Waiter[] = [];
  let reading = false;

  async function read(batch: Waiter[]) {
    const subjects = [...new Set(batch.map((w) => w.subject))];
    const keys = [...new Set(batch.map((w) => w.key))];
    let rows: Awaited<ReturnType<typeof statement.execute>>;
    try {
      rows = await statement.execute({ subjects, keys });
    } catch (err) {
      for (const waiter of batch) waiter.reject(err);
      return;
    }
    for (const waiter of batch) {
      // One row per (account, session of a key in the batch), or one with no session.
      let account: (typeof rows)[number] | undefined;
      let session: SessionRow | null = null;
      for (const row of rows) {
        if (row.subject !== waiter.subject) continue;
        account ??= row;
        if (row.session?.key === waiter.key) session = row.session;
      }
      if (!account) {
        waiter.resolve(undefined);
        continue;
      }
      const { subject: _subject, session: _session, ...fields } = account;
      waiter.resolve({ ...fields, session });
    }
  }

  async function drain() {
    reading = true;
    try {
      while (queue.length) {
        const batch = queue.length <= MAX_BATCH ? queue : queue.slice(0, MAX_BATCH);
        queue = queue.length <= MAX_BATCH ? [] : queue.slice(MAX_BATCH);
        await read(batch);
      }
    } finally {
      reading = false;
    }
  }

  return (subject, key) =>
    new Promise<CallerRow | undefined>((resolve, reject) => {
      queue.push({ subject, key, resolve, reject });
      if (!reading) void drain();
    });
}
