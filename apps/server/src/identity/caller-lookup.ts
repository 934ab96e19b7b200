import { and, eq, sql } from 'drizzle-orm';
import { batchedRead } from '../db/batched-read';
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
  /** The language the user chose ('en' | 'es'), null when none: it picks the answers' language. */
  language: string | null;
  session: SessionRow | null;
}

/** Who calls: the token's subject and the key of its sign-in session. */
interface Caller {
  subject: string;
  key: string;
}

/**
 * The account and session read of every authenticated request (authenticate.ts), shared by the
 * requests that wait together (db/batched-read.ts): while one read is in flight, the callers that
 * arrive queue, and the next statement reads all of them (their accounts by subject, their sessions
 * by key) — natural batching, no timer: a lone request is read at the end of the event loop's turn,
 * with the requests that arrived beside it. Every request's read is a statement sent
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
      language: users.language,
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

  const lookUp = batchedRead(async (callers: Caller[]) => {
    const subjects = [...new Set(callers.map((c) => c.subject))];
    const keys = [...new Set(callers.map((c) => c.key))];
    const rows = await statement.execute({ subjects, keys });
    return callers.map((caller) => {
      // One row per (account, session of a key in the batch), or one with no session.
      let account: (typeof rows)[number] | undefined;
      let session: SessionRow | null = null;
      for (const row of rows) {
        if (row.subject !== caller.subject) continue;
        account ??= row;
        if (row.session?.key === caller.key) session = row.session;
      }
      if (!account) return undefined;
      const { subject: _subject, session: _session, ...fields } = account;
      return { ...fields, session };
    });
  });

  return (subject, key) => lookUp({ subject, key });
}
