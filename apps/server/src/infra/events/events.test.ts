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
