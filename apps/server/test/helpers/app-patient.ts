import type { InferInsertModel } from 'drizzle-orm';
import type { memberships } from '../../src/db/schema/index';
import { createUser, type SeededCenter } from './fixtures';
import { createPatient } from './patients';
import type { TestServer } from './server';

/**
 * A patient of a center with a sign-in account and a token, as the app has after sign-up and the
 * consent screen: the app-use consent signed unless `appUse: false`.
 */
export async function appPatient(
  server: TestServer,
  center: SeededCenter,
  values: Partial<InferInsertModel<typeof memberships>> = {},
  options: { appUse?: boolean } = {},
) {
  const user = await createUser(server, { treatmentCenterId: center.center.id, isPatient: true });
  const membership = await createPatient(
    server,
    center.center.id,
    {
      userId: user.row.id,
      externalId: user.row.subject.replace('|', '_'),
      email: user.row.email,
      ...values,
    },
    options,
  );
  return { user, membership, auth: user.auth, chatId: user.row.subject.replace('|', '_') };
}
