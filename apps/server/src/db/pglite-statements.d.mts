/** Types of pglite-statements.mjs (plain JavaScript: it runs in the PGlite worker). */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

export const STATEMENT_LIMIT: number;

export interface StatementCache {
  query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>>;
  queryInTransaction<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export function statementCache(pg: PGlite, limit?: number): StatementCache;
