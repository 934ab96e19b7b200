import { randomUUID } from 'node:crypto';
import type { InferInsertModel } from 'drizzle-orm';
import { treatmentCenters, users } from '../../src/db/schema/index';
import { metadataFor } from '../../src/identity/metadata';
import { signToken, type TestServer } from './server';

type UserRow = typeof users.$inferSelect;
type NewUser = Partial<InferInsertModel<typeof users>>;

export interface SeededUser {
  row: UserRow;
  token: string;
  /** `Authorization` header value, ready for inject(). */
  auth: { authorization: string };
}

/** Inserts one user (password-less; tests authenticate with signed tokens) and signs a token for it. */
export async function createUser(server: TestServer, values: NewUser): Promise<SeededUser> {
  const id = randomUUID();
  const [row] = await server.deps.database.db
    .insert(users)
    .values({
      subject: `portal|${id}`,
      email: `user-${id.slice(0, 8)}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      ...values,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  const token = await signToken(server, { sub: row.subject, metadata: { ...metadataFor(row) } });
  return { row, token, auth: { authorization: `Bearer ${token}` } };
}

export interface SeededCenter {
  center: typeof treatmentCenters.$inferSelect;
  owner: SeededUser;
  staff: SeededUser;
  expert: SeededUser;
  support: SeededUser;
}

/** A treatment center out of its wizard, with one user of each staff-side role. */
export async function createCenter(
  server: TestServer,
  name = `Center ${randomUUID().slice(0, 6)}`,
): Promise<SeededCenter> {
  const [center] = await server.deps.database.db
    .insert(treatmentCenters)
    .values({ name, wizard: false })
    .returning();
  if (!center) throw new Error('center insert returned nothing');
  const treatmentCenterId = center.id;
  return {
    center,
    owner: await createUser(server, {
      treatmentCenterId,
      isOwner: true,
      firstName: 'Olivia',
      lastName: 'Owner',
    }),
    staff: await createUser(server, {
      treatmentCenterId,
      firstName: 'Sam',
      lastName: 'Staff',
      receivingCalls: true,
    }),
    expert: await createUser(server, {
      treatmentCenterId,
      isExpert: true,
      firstName: 'Eli',
      lastName: 'Expert',
    }),
    support: await createUser(server, {
      treatmentCenterId,
      isSupport: true,
      firstName: 'Sue',
      lastName: 'Support',
    }),
  };
}
