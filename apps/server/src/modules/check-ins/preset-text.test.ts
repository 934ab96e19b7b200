import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CHECK_IN_MESSAGES, routes } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { migrationsFolder } from '../../db/client';
import { checkIns } from '../../db/schema/index';

/**
 * Issue 20: the daily report said "preset message 2". A check-in keeps the center's words for the
 * message the patient chose, as they were then: rewording the messages later changes no report.
 */
describe('the text of the preset message a patient chose', () => {
  let server: TestServer;
  let a: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const saveMessages = async (messages: string[]) => {
    const res = await call('PUT', `/v3/treatment_centers/${a.center.id}/settings`, a.owner.auth, {
      time_zone: 'America/New_York',
      check_in_messages: messages,
      default_tasks: [],
      program_start_rule: 'join_date',
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  async function patient() {
    const user = await createUser(server, { treatmentCenterId: a.center.id, isPatient: true });
    const membership = await createPatient(server, a.center.id, {
      userId: user.row.id,
      externalId: user.row.subject.replace('|', '_'),
      email: user.row.email,
    });
    return { membership, auth: user.auth };
  }

  it('shows the default text in the check-in and the daily report of a center that kept the defaults', async () => {
    const p = await patient();
    const res = await call('POST', routes.patientCheckIn.path, p.auth, { mood: 40, preset_message: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const { check_in } = res.json();
    expect(check_in).toMatchObject({ preset_message: 2, preset_message_text: DEFAULT_CHECK_IN_MESSAGES[1] });
    const report = await call(
      'GET',
      `/v3/memberships/${p.membership.id}/my_daily_report?date=${check_in.date}`,
      a.staff.auth,
    );
    expect(report.json().check_in).toMatchObject({
      preset_message: 2,
      preset_message_text: DEFAULT_CHECK_IN_MESSAGES[1],
    });
  });

  it('keeps the words the patient saw when the center rewords its messages afterwards', async () => {
    await saveMessages(['Feeling strong.', 'Struggling a little.', 'Please call me.']);
    const p = await patient();
    const res = await call('POST', routes.patientCheckIn.path, p.auth, { mood: 20, preset_message: 3 });
    expect(res.json().check_in.preset_message_text).toBe('Please call me.');
    await saveMessages(['Feeling strong.', 'Struggling a little.', 'I would like a call today.']);
    const report = await call(
      'GET',
      `/v3/memberships/${p.membership.id}/my_daily_report?date=${res.json().check_in.date}`,
      a.staff.auth,
    );
    expect(report.json().check_in.preset_message_text).toBe('Please call me.');
    // A new check-in the same day takes today's words.
    const again = await call('POST', routes.patientCheckIn.path, p.auth, { mood: 20, preset_message: 3 });
    expect(again.json().check_in.preset_message_text).toBe('I would like a call today.');
  });

  it('gives the check-ins made before the column existed the center’s current words (the migration)', async () => {
    const other = await createCenter(server);
    const p = await patient();
    const q = await createPatient(server, other.center.id);
    const db = server.deps.database.db;
    const old = await db
      .insert(checkIns)
      .values([
        {
          treatmentCenterId: a.center.id,
          membershipId: p.membership.id,
          date: '2025-01-02',
          mood: 20,
          presetMessage: 3,
          presetMessageText: '',
        },
        {
          treatmentCenterId: other.center.id,
          membershipId: q.id,
          date: '2025-01-02',
          mood: 90,
          presetMessage: 1,
          presetMessageText: '',
        },
      ])
      .returning({ id: checkIns.id });
    // The migration's backfill statement, run as written (its column is there already).
    const file = readFileSync(path.join(migrationsFolder, '0017_check_in_message_text.sql'), 'utf8');
    const backfill = file.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    await db.execute(sql.raw(`${backfill}`.replace(/^\s*--.*$/gm, '')));
    const texts = await Promise.all(
      old.map(
        async ({ id }) => (await db.select().from(checkIns).where(eq(checkIns.id, id)))[0]?.presetMessageText,
      ),
    );
    // Center a saved its own words; the other center never did and reads the defaults.
    expect(texts).toEqual(['I would like a call today.', DEFAULT_CHECK_IN_MESSAGES[0]]);
  });
});
