/** PostgreSQL's error, as pg and PGlite raise it (drizzle wraps it in `cause`). */
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(err: unknown): PgError | null {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const e = current as PgError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/** Whether a query failed on a unique index (optionally: that index). Same answer on both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  if (e?.code !== '23505') return false;
  return !constraint || !e.constraint || e.constraint === constraint;
}
