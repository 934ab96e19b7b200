import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

/** Outbox rows not yet delivered: waiting, being sent, or failed. */
export const backlogStatuses = ['stored', 'sending', 'failed'] as const;

/** One COUNT query per scrape: the outbox rows of each backlog status. */
export async function countOutboxBacklog(db: Db): Promise<Record<(typeof backlogStatuses)[number], number>> {
  const rows = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, [...backlogStatuses]))
    .groupBy(mailOutbox.status);
  const counts = { stored: 0, sending: 0, failed: 0 };
  for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.count);
  return counts;
}
