import { randomUUID } from 'node:crypto';
import { and, count, eq, type InferInsertModel } from 'drizzle-orm';
import { auditEvents, memberships } from '../../src/db/schema/index';
import { signAppUse } from './consents';
import type { TestServer } from './server';

type NewMembership = Partial<InferInsertModel<typeof memberships>>;

/**
 * A patient (membership) of a center, inserted directly: tests of features that read patients. One
 * with an app account (`userId`) has signed the app-use consent, as the app gate asks, unless
 * `appUse: false` (tests of the gate and of signing).
 */
export async function createPatient(
  server: TestServer,
  centerId: string,
  values: NewMembership = {},
  { appUse = true }: { appUse?: boolean } = {},
) {
  const id = randomUUID().slice(0, 8);
  const [row] = await server.deps.database.db
    .insert(memberships)
    .values({
      treatmentCenterId: centerId,
      email: `patient-${id}@example.test`,
      firstName: 'Pat',
      lastName: `Patient ${id}`,
      status: 'active',
      ...values,
    })
    .returning();
  if (!row) throw new Error('membership insert returned nothing');
  if (row.userId && appUse) await signAppUse(server, row);
  return row;
}

/** How many audit rows a center has for an action (or for all actions). */
export async function auditCount(server: TestServer, centerId: string, action?: string): Promise<number> {
  const [row] = await server.deps.database.db
    .select({ n: count() })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.treatmentCenterId, centerId), action ? eq(auditEvents.action, action) : undefined),
    );
  return Number(row?.n ?? 0);
}
