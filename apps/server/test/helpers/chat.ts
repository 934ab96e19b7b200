import { randomUUID } from 'node:crypto';
import { toUserId } from '../../src/identity/current-user';
import { createUser, type SeededUser } from './fixtures';
import type { TestServer } from './server';

/** A patient account of a center (the mobile app's user), able to chat. */
export function createPatientUser(
  server: TestServer,
  centerId: string,
  firstName = 'Pat',
): Promise<SeededUser> {
  return createUser(server, {
    treatmentCenterId: centerId,
    isPatient: true,
    firstName,
    lastName: `Patient ${randomUUID().slice(0, 4)}`,
  });
}

/** The chat id of a user: the subject in underscore form (spec §3). */
export const chatId = (u: SeededUser) => toUserId(u.row.subject);
