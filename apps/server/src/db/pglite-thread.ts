import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/** The query options drizzle's PGlite session passes: a row mode and parsers keeping some types as text. */
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

/** What drizzle's PGlite session calls on a client or on an open transaction. */
export interface RemoteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface RemoteTransaction extends RemoteQueries {
  readonly closed: boolean;
}

/** PGlite in a worker thread, with the part of PGlite's API the server uses. */
export interface PgliteThread extends RemoteQueries {
  transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T>;
  /** A gzipped tarball of the data folder (backups, test templates). */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
  /** Called once if the worker stops without close() (a crash): every query fails from then on. */
  onStopped(listener: (err: Error) => void): void;
}

/** The message of every query once the worker stopped unexpectedly: errors.ts maps it to 503. */
export const WORKER_STOPPED = 'PGlite worker stopped';

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      textTypes?: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };

interface Answer {
  id: number;
  result?: unknown;
  error?: PlainError;
}

interface PlainError {
  name: string;
  message: string;
  stack?: string;
  cause?: PlainError;
  [field: string]: unknown;
}

/** The worker's error, rebuilt with every field it had (PostgreSQL's code, constraint, detail, …). */
function rebuild(plain: PlainError): Error {
  const { name, message, stack, cause, ...fields } = plain;
  const err = new Error(message, cause ? { cause: rebuild(cause) } : undefined);
  Object.assign(err, fields);
  err.name = name;
  if (stack) err.stack = stack;
  return err;
}

const textTypesOf = new WeakMap<object, number[]>();

/**
 * The types whose parsers drizzle passes. Functions cannot cross to the worker; drizzle's all hand
 * back PostgreSQL's text unchanged, so the worker applies that to the same types. A parser that
 * does anything else would silently differ: refused.
 */
function textTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let types = textTypesOf.get(parsers);
  if (!types) {
    types = Object.keys(parsers).map(Number);
    for (const type of types) {
      const probe = '2020-01-01 00:00:00+00';
      if (parsers[type]?.(probe, type) !== probe)
        throw new Error(`PGlite thread: the parser for type ${type} must return the text unchanged`);
    }
    textTypesOf.set(parsers, types);
  }
  return types;
}

/**
 * Starts PGlite (pg_trgm, unaccent, citext, btree_gin) in its own thread: queries run there, so the HTTP
 * thread never waits on WebAssembly. Resolves once the database is open; rejects with PGlite's
 * error when it cannot open.
 */
export async function startPgliteThread(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir
    ? new Uint8Array(await options.loadDataDir.arrayBuffer())
    : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir.buffer as ArrayBuffer] : [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;
  const stoppedListeners: ((err: Error) => void)[] = [];

  // The worker keeps the process alive only while a request waits on it (as a query in flight
  // does on the main thread); an idle open database does not hold a finished CLI or test open.
  const settle = (id: number) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiter;
  };
  const opened = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (answer: Answer) => {
    const waiter = settle(answer.id);
    if (answer.error) waiter?.reject(rebuild(answer.error));
    else waiter?.resolve(answer.result);
  });
  const fail = (err: Error) => {
    if (stopped) return;
    stopped = err;
    for (const id of [...pending.keys()]) settle(id)?.reject(err);
    if (!closed) for (const listener of stoppedListeners) listener(err);
  };
  worker.on('error', (err) => fail(new Error(`${WORKER_STOPPED}: ${err.message}`, { cause: err })));
  worker.on('exit', (code) =>
    fail(new Error(closed ? 'PGlite is closed' : `${WORKER_STOPPED} (exit code ${code})`)),
  );
  await opened.catch(async (err) => {
    await worker.terminate();
    throw err;
  });
  worker.unref();

  function request<T>(message: Request): Promise<T> {
    if (stopped) return Promise.reject(new Error(stopped.message, { cause: stopped.cause }));
    if (closed && message.op !== 'close') return Promise.reject(new Error('PGlite is closed'));
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  }

  const queries = (tx?: number): RemoteQueries => ({
    query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const types = textTypes(options.parsers);
      return request<Results<T>>({
        op: 'query',
        sql,
        params,
        ...(options.rowMode ? { rowMode: options.rowMode } : {}),
        ...(types ? { textTypes: types } : {}),
        ...(tx === undefined ? {} : { tx }),
      });
    },
    exec(sql: string) {
      return request<Results[]>({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    },
  });

  return {
    ...queries(),
    async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
      // Answered once PGlite holds its transaction lock and ran BEGIN, like pg.transaction().
      const id = await request<number>({ op: 'begin' });
      let ended = false;
      const tx: RemoteTransaction = {
        ...queries(id),
        get closed() {
          return ended;
        },
      };
      let result: T;
      try {
        result = await callback(tx);
      } catch (err) {
        ended = true;
        await request({ op: 'end', tx: id, commit: false }).catch(() => undefined);
        throw err;
      }
      ended = true;
      await request({ op: 'end', tx: id, commit: true });
      return result;
    },
    async dumpDataDir() {
      return new Blob([await request<Uint8Array<ArrayBuffer>>({ op: 'dump' })]);
    },
    async close() {
      if (closed) return;
      // Refuses new requests at once; the close itself goes after the ones already sent.
      closed = true;
      try {
        if (!stopped) await request({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
    get closed() {
      return closed || stopped !== undefined;
    },
    onStopped(listener) {
      stoppedListeners.push(listener);
    },
  };
}
