import { randomUUID } from 'node:crypto';
import { toUserId } from '../../src/identity/current-user';
import { createUser, type SeededUser } from './fixtures';
import { createPatient } from './patients';
import type { TestServer } from './server';

/**
 * A patient account of a center (the mobile app's user), able to chat: with its membership, past
 * the app gate (the app-use consent signed, modules/consents/gate.ts), as every app user is.
 */
export async function createPatientUser(
  server: TestServer,
  centerId: string,
  firstName = 'Pat',
): Promise<SeededUser> {
  const lastName = `Patient ${randomUUID().slice(0, 4)}`;
  const user = await createUser(server, {
    treatmentCenterId: centerId,
    isPatient: true,
    firstName,
    lastName,
  });
  await createPatient(server, centerId, {
    userId: user.row.id,
    externalId: user.row.subject.replace('|', '_'),
    email: user.row.email,
    firstName,
    lastName,
  });
  return user;
}

/** The chat id of a user: the subject in underscore form (spec §3). */
export const chatId = (u: SeededUser) => toUserId(u.row.subject);
