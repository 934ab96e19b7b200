import { and, desc, eq } from 'drizzle-orm';
import { consents, consentTemplates, type memberships } from '../../src/db/schema/index';
import { ensureTemplates } from '../../src/modules/consents/service';
import { termsOf } from '../../src/modules/consents/terms';
import type { TestServer } from './server';

type Membership = Pick<
  typeof memberships.$inferSelect,
  'id' | 'treatmentCenterId' | 'firstName' | 'lastName'
>;

/**
 * The patient has signed their center's app-use consent, as every app user has once past the app
 * gate (modules/consents/gate.ts). Written straight to the tables, without audit rows, so tests that
 * count a center's audit rows are not moved by it; the center's default templates are seeded first,
 * as its first read would.
 */
export async function signAppUse(server: TestServer, m: Membership) {
  const db = server.deps.database.db;
  await db.transaction(async (tx) => {
    await ensureTemplates(tx, m.treatmentCenterId);
    const [template] = await tx
      .select()
      .from(consentTemplates)
      .where(
        and(
          eq(consentTemplates.treatmentCenterId, m.treatmentCenterId),
          eq(consentTemplates.kind, 'app-use'),
        ),
      )
      .orderBy(desc(consentTemplates.version))
      .limit(1);
    if (!template) throw new Error('the center has no app-use template');
    await tx.insert(consents).values({
      treatmentCenterId: m.treatmentCenterId,
      membershipId: m.id,
      templateId: template.id,
      templateKey: template.templateKey,
      templateVersion: template.version,
      kind: template.kind,
      snapshot: termsOf(template, 'the center'),
      signerName: `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim(),
      signedAt: new Date(),
      signedVia: 'app',
    });
  });
}
