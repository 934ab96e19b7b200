import type { SQL } from 'drizzle-orm';
import type { Tx } from './client';

/** The rows of a raw SQL query; both drivers answer `{ rows }`, drizzle types it as unknown. */
export async function rawRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
