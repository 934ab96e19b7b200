import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDriver } from '../../../test/helpers/database';
import type { Database } from '../../db/client';
import { eventsOf } from './events';

describe(`a failing event handler (${testDriver})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("is logged by its query's SQL state and shape, never its parameters (issue 25 item 2)", async () => {
    const bus = eventsOf(database.db);
    const printed: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      printed.push(args);
    });
    try {
      bus.on('check_in.recorded', async () => {
        // A statement the database refuses, carrying a patient's words as its parameter.
        await database.db.execute(sql`SELECT ${'Craving after the funeral 2b7e'}::int`);
      });
      await bus.emit('check_in.recorded', { centerId: 'c', userId: 'u' });
    } finally {
      spy.mockRestore();
    }
    const text = JSON.stringify(printed);
    expect(text).toContain('event handler for check_in.recorded failed');
    expect(text).toContain('22P02');
    expect(text).not.toContain('funeral');
  });
});

describe(`a transactional event (${testDriver})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const flagged = {
    centerId: 'c',
    membershipId: 'm',
    assessmentId: 'a',
    responseId: 'r',
    instrumentId: 'phq-9',
    flags: [{ code: 'phq9-item9' as const, linkId: '44260-8', value: 1 }],
  };

  it('that no module handles fails the writer: a safety fact nobody hears is not stored as heard', async () => {
    const bus = eventsOf(database.db);
    await expect(
      database.db.transaction((tx) => bus.within.emit(tx, 'assessment.flagged', flagged)),
    ).rejects.toThrow('no handler for the transactional event assessment.flagged');
  });

  it("runs its handlers in the writer's transaction and hands back what to do after the commit", async () => {
    const bus = eventsOf(database.db);
    const seen: string[] = [];
    const off = bus.within.on('assessment.flagged', (_tx, e) => {
      seen.push(`in ${e.responseId}`);
      return () => seen.push(`after ${e.responseId}`);
    });
    try {
      const after = await database.db.transaction((tx) => bus.within.emit(tx, 'assessment.flagged', flagged));
      expect(seen).toEqual(['in r']);
      for (const f of after) f();
      expect(seen).toEqual(['in r', 'after r']);
    } finally {
      off();
    }
  });
});
