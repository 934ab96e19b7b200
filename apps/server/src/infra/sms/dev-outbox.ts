import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import { isDirectLoopback } from '../mail/dev-mailbox';

/**
 * The embedded SMS outbox as JSON, for the simulator and tests on this machine:
 * `GET /dev/sms.json?to=<digits>` (newest first). Registered only while texts are not delivered by
 * a provider; anyone not on this machine gets a 404, like the dev mailbox (the texts hold codes).
 */
export function registerDevSmsOutbox(app: FastifyInstance, db: Db) {
  app.get('/dev/sms.json', { schema: { hide: true } }, async (request, reply) => {
    if (!isDirectLoopback(request)) return reply.status(404).send({ message: 'Not found.' });
    const to = String((request.query as { to?: string }).to ?? '').replace(/\D/g, '');
    const rows = await db
      .select({
        to: smsOutbox.to,
        body: smsOutbox.body,
        kind: smsOutbox.kind,
        createdAt: smsOutbox.createdAt,
      })
      .from(smsOutbox)
      .where(to ? eq(smsOutbox.to, to) : undefined)
      .orderBy(desc(smsOutbox.createdAt))
      .limit(20);
    return reply.header('cache-control', 'no-store').send({
      messages: rows.map((r) => ({
        to: r.to,
        body: r.body,
        kind: r.kind,
        created_at: r.createdAt.toISOString(),
      })),
    });
  });
}

/** The latest one-time code texted to a phone (seeds and tests read the embedded outbox). */
export async function latestCodeFor(db: Db, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.to, phone))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}
