import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import type { Database } from '../db/client';
import {
  clearFailures,
  recordFailure,
  SIGN_IN_LIMITS,
  throttledFor,
  throttleKeys,
  WINDOW_MS,
} from './throttle';

/**
 * The address limits on the database itself (the sign-in pages' tests tell the story): distinct
 * accounts per address, the raw backstop, and what a success forgets.
 */
describe('sign-in throttle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const db = () => database.db;
  const fail = async (email: string, ip: string, times = 1) => {
    for (let i = 0; i < times; i++) await recordFailure(db(), throttleKeys(email, ip));
  };
  const waitFor = (email: string, ip: string, now?: number) =>
    throttledFor(db(), throttleKeys(email, ip), SIGN_IN_LIMITS, now);

  it('counts an account once per address, however often it fails there', async () => {
    const ip = '192.0.2.10';
    await fail('often@example.test', ip, 9);
    for (let i = 2; i < SIGN_IN_LIMITS.identifiersPerAddress; i++) await fail(`one-${i}@example.test`, ip);
    // 29 accounts, 37 failures: a crowd.
    expect(await waitFor('newcomer@example.test', ip)).toBeNull();
    await fail('thirtieth@example.test', ip);
    const wait = await waitFor('newcomer@example.test', ip);
    expect(wait).toBeGreaterThan(WINDOW_MS / 1000 - 60);
    // The lock ends when the failures leave the window.
    expect(await waitFor('newcomer@example.test', ip, Date.now() + WINDOW_MS + 1000)).toBeNull();
  });

  it('stops many failures on a few accounts with the raw backstop', async () => {
    const ip = '192.0.2.11';
    const accounts = SIGN_IN_LIMITS.perAddress / SIGN_IN_LIMITS.perIdentifier;
    for (let i = 0; i < accounts; i++) {
      await fail(`few-${i}@example.test`, ip, SIGN_IN_LIMITS.perIdentifier - (i === 0 ? 1 : 0));
    }
    expect(await waitFor('other@example.test', ip)).toBeNull();
    await fail('few-0@example.test', ip);
    expect(await waitFor('other@example.test', ip)).toBeGreaterThan(0);
    expect(await waitFor('other@example.test', '192.0.2.12')).toBeNull();
  });

  it("forgets an account's failures at its address when it signs in, and only that account's", async () => {
    const ip = '192.0.2.13';
    await fail('typist@example.test', ip, 3);
    for (let i = 1; i < SIGN_IN_LIMITS.identifiersPerAddress; i++)
      await fail(`sprayed-${i}@example.test`, ip);
    expect(await waitFor('anyone@example.test', ip)).toBeGreaterThan(0);
    await clearFailures(db(), throttleKeys('typist@example.test', ip));
    expect(await waitFor('anyone@example.test', ip)).toBeNull();
    await fail('one-more@example.test', ip);
    expect(await waitFor('anyone@example.test', ip)).toBeGreaterThan(0);
  });
});
