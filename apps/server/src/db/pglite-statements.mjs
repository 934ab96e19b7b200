/**
 * PGlite's queries as named prepared statements, parsed once per SQL text (used by pglite-worker.mjs).
 *
 * PGlite's own `query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
 * WebAssembly, and PostgreSQL parses, analyses and rewrites the statement every time. Here a
 * statement is parsed once; every later run is one call with Bind, Describe, Execute and Sync. The
 * instance runs with `plan_cache_mode = force_custom_plan`, so every run is still planned with its
 * own values, as an unnamed statement is: a search for a word every patient has and one for a word
 * nobody has keep their own plans.
 *
 * The answer is read by node-postgres's protocol parser (`pg-protocol`) from PGlite's raw output,
 * and the rows built as PGlite's `parseResults` builds them, with PGlite's parsers. PGlite's own
 * parser copied every field into a new buffer: a warm search statement took 0.31 ms this way, 0.43
 * with PGlite's parser and 0.72–0.79 through `query()` (docs/performance.md, "PGlite: statements
 * parsed once").
 *
 * Locking is PGlite's own: outside a transaction a query holds the transaction lock and the query
 * lock, as `pg.query()` does; inside one, the query lock, as the transaction's `query()` does.
 */
import { protocol, types } from '@electric-sql/pglite';
import { Parser } from 'pg-protocol/dist/parser.js';

const { serialize } = protocol;

/** How many statements stay prepared; the least recently used one is closed beyond it. */
export const STATEMENT_LIMIT = 256;

/** SQLSTATEs after which a statement is parsed again (outside a transaction) or dropped. */
const GONE = '26000'; // invalid_sql_statement_name: DEALLOCATE ALL or DISCARD ALL ran
const CHANGED = '0A000'; // "cached plan must not change result type": the table changed under it

/**
 * One statement's result, as PGlite's `parseResults` builds it: rows as objects or arrays, each
 * value by the query's parser for its type, else the instance's, else PGlite's default, else text.
 */
class Answer {
  result = { affectedRows: 0, rows: [], fields: [] };
  #rows = [];
  #fields = [];
  #instanceParsers;
  #parsers;
  #arrays;

  constructor(instanceParsers, options) {
    this.#instanceParsers = instanceParsers;
    this.#parsers = options?.parsers;
    this.#arrays = options?.rowMode === 'array';
  }

  #value(text, type) {
    if (text === null) return null;
    const parser = this.#parsers?.[type] ?? this.#instanceParsers[type] ?? types.parsers[type];
    return parser ? parser(text, type) : text;
  }

  add(message) {
    switch (message.name) {
      case 'rowDescription':
        this.#fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
        break;
      case 'dataRow': {
        const values = message.fields.map((text, i) => this.#value(text, this.#fields[i].dataTypeID));
        this.#rows.push(
          this.#arrays ? values : Object.fromEntries(values.map((v, i) => [this.#fields[i].name, v])),
        );
        break;
      }
      case 'commandComplete': {
        // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5").
        const parts = message.text.split(' ');
        const command = parts[0];
        const rowCount = Number.parseInt(parts[parts.length - 1], 10);
        const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
        this.result = {
          rows: this.#rows,
          fields: this.#fields,
          command,
          affectedRows: affected ? rowCount : 0,
          ...(Number.isNaN(rowCount) ? {} : { rowCount }),
        };
        break;
      }
    }
  }
}

/** The statements of one PGlite instance. */
export function statementCache(pg, limit = STATEMENT_LIMIT) {
  /** SQL text → { name, types }: Map order is use order (a hit moves its entry to the end). */
  const statements = new Map();
  /** Names evicted or invalidated, closed by the next message sent. */
  const toClose = [];
  let sequence = 0;

  const closing = () => toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));

  /**
   * Sends protocol messages (ending in Sync) and hands each answer message to `onMessage`. The
   * first error is thrown once PostgreSQL is ready again (after Sync), as PGlite does.
   */
  async function exchange(parts, onMessage) {
    const parser = new Parser();
    let error;
    await pg.execProtocolRawStream(Buffer.concat(parts), {
      syncToFs: false,
      // A view of WebAssembly memory, reused by the next write: copied before the parser keeps it.
      onRawData: (bytes) =>
        parser.parse(Buffer.from(bytes), (message) => {
          if (message.name === 'error') error ??= message;
          else if (!error) onMessage(message);
        }),
    });
    if (error) throw error;
  }

  async function prepare(sql) {
    const name = `pgl_${++sequence}`;
    let types = [];
    await exchange(
      [
        ...closing(),
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      (message) => {
        if (message.name === 'parameterDescription') types = message.dataTypeIDs;
      },
    );
    const entry = { name, types };
    statements.set(sql, entry);
    if (statements.size > limit) {
      const [oldest, evicted] = statements.entries().next().value;
      statements.delete(oldest);
      toClose.push(evicted.name);
    }
    return entry;
  }

  /** Values as PGlite's query() serialises them: by the parameter's type, else as text. */
  const valuesOf = (entry, params) =>
    params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[entry.types[i]];
      return serializer ? serializer(param) : param.toString();
    });

  async function run(sql, params, options) {
    let entry = statements.get(sql);
    if (entry) {
      statements.delete(sql);
      statements.set(sql, entry);
    } else entry = await prepare(sql);
    const answer = new Answer(pg.parsers, options);
    await exchange(
      [
        ...closing(),
        serialize.bind({ statement: entry.name, values: valuesOf(entry, params) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ],
      (message) => answer.add(message),
    );
    return answer.result;
  }

  /** A statement that no longer stands (deallocated, or its table changed) is forgotten. */
  function forget(sql, err) {
    const entry = statements.get(sql);
    if (!entry || (err?.code !== GONE && err?.code !== CHANGED)) return false;
    statements.delete(sql);
    if (err.code === CHANGED) toClose.push(entry.name);
    return true;
  }

  /** Fields PGlite's query() adds to a database error (errors.ts logs the statement's shape). */
  function annotated(err, sql, params, options) {
    if (err && typeof err === 'object' && 'code' in err)
      Object.assign(err, { query: sql, params, queryOptions: options });
    return err;
  }

  return {
    /** A query outside any transaction: retried once, parsed anew, if its statement was gone. */
    query(sql, params, options) {
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          try {
            let result;
            try {
              result = await run(sql, params, options);
            } catch (err) {
              if (!forget(sql, err)) throw err;
              result = await run(sql, params, options);
            }
            await pg.syncToFs();
            return result;
          } catch (err) {
            throw annotated(err, sql, params, options);
          }
        }),
      );
    },
    /** A query inside the open transaction (whose lock is held): an error there aborts it anyway. */
    queryInTransaction(sql, params, options) {
      return pg._runExclusiveQuery(async () => {
        try {
          return await run(sql, params, options);
        } catch (err) {
          forget(sql, err);
          throw annotated(err, sql, params, options);
        }
      });
    },
  };
}
