/**
 * The embedded database's own thread: one PGlite instance, fed by messages from pglite-thread.ts.
 * Plain JavaScript on purpose: the worker starts the same way under `node --import tsx`, under
 * vitest and in any other runner, without a TypeScript loader in the worker (faster to start, and
 * the test suite opens one database per file).
 *
 * Requests: { id, op, ... }; answers: { id, result } or { id, error }. Transactions are PGlite's own
 * (`pg.transaction`), held open across messages: while one is open, other queries wait on PGlite's
 * transaction lock exactly as they did on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { statementCache } from './pglite-statements.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** Drizzle's parsers keep dates, intervals and some arrays as PostgreSQL's text: the same here. */
const asText = (value) => value;

/**
 * The types drizzle's PGlite session asks as text on every query (drizzle-orm/pglite/session.js:
 * timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[],
 * date[]). The instance parses them as text itself, so a drizzle query passes no parsers: PGlite
 * merges a query's parsers into a copy of all of its own for every query (`{...defaults,
 * ...parsers}` in parseResults), 11 % of this thread's time under detail reads. A query asking
 * another set (a raw client.query asks none) gets exactly the parsers it would have had.
 */
const INSTANCE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const instanceParsers = Object.fromEntries(INSTANCE_TEXT_TYPES.map((type) => [type, asText]));
const instanceKey = [...INSTANCE_TEXT_TYPES].sort((a, b) => a - b).join(',');

/** Per row mode and set of text types: the options PGlite gets (built once, reused). */
const optionsByKey = new Map();

/** Open transactions by the id of the request that began them. */
const transactions = new Map();
/** Rejects a transaction's callback, so PGlite rolls it back; never reaches the main thread. */
const ROLLBACK = Symbol('rollback');

/** An error as plain data: PostgreSQL's fields (code, constraint, detail, …) survive the thread. */
function plainError(err, depth = 0) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const out = { name: err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    // queryOptions holds functions (parsers); params came from the main thread, which has them.
    if (key === 'queryOptions' || key === 'params') continue;
    if (typeof value === 'function' || typeof value === 'symbol') continue;
    out[key] = value;
  }
  if (err.cause !== undefined && depth < 4) out.cause = plainError(err.cause, depth + 1);
  return out;
}

function queryOptions(message) {
  const textTypes = message.textTypes ?? [];
  const typesKey = [...textTypes].sort((a, b) => a - b).join(',');
  const key = `${message.rowMode ?? ''}:${typesKey}`;
  let options = optionsByKey.get(key);
  if (!options) {
    options = {};
    if (message.rowMode) options.rowMode = message.rowMode;
    if (typesKey !== instanceKey) {
      // PGlite's own parser (or none: the text) for the instance's types this query does not ask
      // as text, and text for the ones it asks beyond them.
      const parsers = {};
      for (const type of INSTANCE_TEXT_TYPES)
        if (!textTypes.includes(type)) parsers[type] = types.parsers[type] ?? asText;
      for (const type of textTypes) parsers[type] = asText;
      options.parsers = parsers;
    }
    optionsByKey.set(key, options);
  }
  return options;
}

/** The client a query runs on: the instance, or the open transaction it names. */
function target(pg, message) {
  if (message.tx === undefined) return pg;
  const tx = transactions.get(message.tx);
  if (!tx) throw new Error('Transaction is closed');
  return tx.client;
}

function begin(pg, id) {
  let finish;
  const finished = new Promise((resolve, reject) => {
    finish = { resolve, reject };
  });
  let begun = false;
  pg.transaction(async (client) => {
    transactions.set(id, { client, finish, ended: undefined });
    begun = true;
    port.postMessage({ id, result: id });
    await finished;
  })
    .then(
      () => transactions.get(id)?.ended?.({ result: null }),
      (err) => {
        const tx = transactions.get(id);
        if (!begun) port.postMessage({ id, error: plainError(err) });
        else tx?.ended?.(err === ROLLBACK ? { result: null } : { error: plainError(err) });
      },
    )
    .finally(() => transactions.delete(id));
}

/** Commit or roll back: the answer waits for COMMIT (which can fail) or ROLLBACK to finish. */
function end(id, message) {
  const tx = transactions.get(message.tx);
  if (!tx) {
    port.postMessage({ id, error: plainError(new Error('Transaction is closed')) });
    return;
  }
  tx.ended = (answer) => port.postMessage({ id, ...answer });
  if (message.commit) tx.finish.resolve();
  else tx.finish.reject(ROLLBACK);
}

async function handle(pg, statements, message) {
  switch (message.op) {
    case 'query':
      if (message.tx === undefined)
        return await statements.query(message.sql, message.params, queryOptions(message));
      target(pg, message);
      return await statements.queryInTransaction(message.sql, message.params, queryOptions(message));
    case 'exec':
      // Parsed as PGlite parses an exec (its own parsers): the instance's text types are drizzle's.
      return await target(pg, message).exec(message.sql, queryOptions({}));
    case 'dump': {
      const data = await pg.dumpDataDir('gzip');
      return new Uint8Array(await data.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown request ${message.op}`);
  }
}

async function main() {
  const { dataDir, loadDataDir } = workerData ?? {};
  let pg;
  try {
    pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
      extensions: { pg_trgm, unaccent, citext, btree_gin },
    });
    // After create: create() registers the array types' parsers last, over any given as options.
    Object.assign(pg.parsers, instanceParsers);
    // Queries run as named statements (pglite-statements.mjs), each still planned with its values.
    await pg.exec('SET plan_cache_mode = force_custom_plan');
  } catch (err) {
    port.postMessage({ id: 0, error: plainError(err) });
    return;
  }
  const statements = statementCache(pg);
  port.on('message', (message) => {
    if (message.op === 'begin') return begin(pg, message.id);
    if (message.op === 'end') return end(message.id, message);
    handle(pg, statements, message)
      .then((result) =>
        // A result PGlite built (rows, fields, affectedRows, …) crosses as a structured clone:
        // dates, Uint8Array (bytea), bigint and JSON values arrive as they were.
        port.postMessage({ id: message.id, result }, result instanceof Uint8Array ? [result.buffer] : []),
      )
      .catch((err) => port.postMessage({ id: message.id, error: plainError(err) }));
  });
  port.postMessage({ id: 0, result: null });
}

main();
