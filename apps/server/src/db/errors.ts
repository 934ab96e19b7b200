/** PostgreSQL's error, as pg and PGlite raise it (drizzle wraps it in `cause`). */
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** How deep a chain of `cause`s is followed (drizzle's error, pg's, a socket's). */
const MAX_DEPTH = 6;

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The error and each of its causes, outermost first. */
function* chainOf(err: unknown): Generator<Record<string, unknown>> {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < MAX_DEPTH; depth++) {
    yield current as Record<string, unknown>;
    current = (current as PgError).cause;
  }
}

function pgError(err: unknown): PgError | null {
  for (const e of chainOf(err)) if (isSqlState(e.code)) return e as PgError;
  return null;
}

/** Whether a query failed on a unique index (optionally: that index). Same answer on both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  if (e?.code !== '23505') return false;
  return !constraint || !e.constraint || e.constraint === constraint;
}

/**
 * SQL states of a database that is not there for a while: a connection exception (class 08), the
 * server shutting down or terminating the backend (57P01 admin, 57P02 crash, 57P03 starting up),
 * too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** The socket's own failures reaching the database server. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * pg's and PGlite's own words for a lost, refused or closed connection (these errors have no code),
 * and PGlite's worker thread stopping (pglite-thread.ts).
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed|PGlite worker stopped)/;

/**
 * Whether a failure means the database cannot be reached right now (an outage, a failover, a
 * terminated connection) rather than a fault of this request: the API answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chainOf(err)) {
    if (isSqlState(e.code)) return UNAVAILABLE_STATES.test(e.code);
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    // Several addresses tried (localhost: ::1 and 127.0.0.1), each refused.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** What a log may say of a failed query: never its parameters, its message or its detail. */
export interface QueryFailureForLog {
  type: string;
  /** The SQL state (e.g. 57014 cancelled), or the socket's code (ECONNREFUSED). */
  sqlState?: string;
  code?: string;
  /** The statement with its literals replaced by `?` and cut at 1,000 characters: its shape. */
  statement?: string;
  /** Names from the schema, never values. */
  table?: string;
  column?: string;
  constraint?: string;
  unavailable: boolean;
}

/**
 * A failed query as a log may carry it, or null when the error did not come from the database.
 * Drizzle's error names its parameters in its message ("params: Smith,…"), pg's and PGlite's carry
 * them in `params`, and PostgreSQL's own message and detail quote values (`invalid input syntax
 * for type uuid: "Smith"`, `Key (email)=(…) already exists`): none of them reach a log line.
 */
export function queryFailureForLog(err: unknown): QueryFailureForLog | null {
  let statement: string | undefined;
  let state: Record<string, unknown> | undefined;
  let code: string | undefined;
  for (const e of chainOf(err)) {
    if (statement === undefined && typeof e.query === 'string' && 'params' in e) statement = e.query;
    if (!state && isSqlState(e.code)) state = e;
    else if (!code && typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) code = e.code;
  }
  if (statement === undefined && !state) return null;
  const name = (err as { name?: unknown }).name;
  const text = (key: string) => (typeof state?.[key] === 'string' ? (state[key] as string) : undefined);
  const failure: QueryFailureForLog = {
    type: typeof name === 'string' ? name : 'Error',
    unavailable: isDatabaseUnavailable(err),
  };
  if (state) failure.sqlState = state.code as string;
  if (code) failure.code = code;
  if (statement !== undefined) failure.statement = statementShape(statement);
  for (const key of ['table', 'column', 'constraint'] as const) {
    const value = text(key);
    if (value) failure[key] = value;
  }
  return failure;
}

/** Values are parameters ($1…), but a literal written into a statement is dropped all the same. */
function statementShape(query: string): string {
  const shape = query
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return shape.length > 1000 ? `${shape.slice(0, 1000)}…` : shape;
}
