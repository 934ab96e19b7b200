import { DEFAULT_CHECK_IN_MESSAGES, messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { auditEvents, centerSettings, treatmentCenters, userSettings, users } from '../../db/schema/index';

describe('settings', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const call = (method: 'GET' | 'PUT', url: string, headers: object, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('default settings of a center', () => {
    const url = (id: string) => `/v3/treatment_centers/${id}/settings`;
    const valid = (over: object = {}) => ({
      time_zone: 'America/Denver',
      check_in_messages: ['Feeling strong.', 'Struggling a bit.', 'Please call me.'],
      default_tasks: [
        { title: 'Morning reflection', days: [] },
        { title: 'Meeting', description: 'Attend a meeting', days: [4, 2, 2] },
      ],
      program_start_rule: 'next_monday',
      ...over,
    });
    const stored = async (centerId: string) => ({
      settings: (
        await db().select().from(centerSettings).where(eq(centerSettings.treatmentCenterId, centerId))
      )[0],
      timeZone: (await db().select().from(treatmentCenters).where(eq(treatmentCenters.id, centerId)))[0]
        ?.timeZone,
    });

    it('reads the defaults before anything was saved', async () => {
      const res = await call('GET', url(a.center.id), a.staff.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().settings).toEqual({
        time_zone: 'America/New_York',
        check_in_messages: [...DEFAULT_CHECK_IN_MESSAGES],
        default_tasks: [],
        program_start_rule: 'join_date',
        default_language: 'en',
        updated_at: null,
      });
    });

    it('saves what the owner sets, the time zone on the center itself, audited', async () => {
      const res = await call('PUT', url(a.center.id), a.owner.auth, valid());
      expect(res.statusCode, res.body).toBe(200);
      const settings = res.json().settings;
      expect(settings).toMatchObject({
        time_zone: 'America/Denver',
        check_in_messages: ['Feeling strong.', 'Struggling a bit.', 'Please call me.'],
        default_tasks: [
          { title: 'Morning reflection', description: '', days: [] },
          { title: 'Meeting', description: 'Attend a meeting', days: [2, 4] },
        ],
        program_start_rule: 'next_monday',
      });
      expect(settings.updated_at).not.toBeNull();
      expect((await call('GET', url(a.center.id), a.staff.auth)).json().settings).toEqual(settings);
      const { timeZone, settings: row } = await stored(a.center.id);
      expect(timeZone).toBe('America/Denver');
      expect(row?.updatedBy).toBe(a.owner.row.id);
      const [entry] = await db()
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'center.settings_update'), eq(auditEvents.resourceId, a.center.id)),
        );
      expect(entry?.detail).toEqual({
        fields: ['time_zone', 'check_in_messages', 'default_tasks', 'program_start_rule'],
        default_tasks: 2,
      });
    });

    it.each([
      ['check_in_messages', { check_in_messages: ['one', 'two'] }, messages.checkInMessagesCount],
      ['check_in_messages', { check_in_messages: undefined }, messages.checkInMessagesCount],
      ['check_in_messages.1', { check_in_messages: ['one', '  ', 'three'] }, messages.checkInMessageRequired],
      [
        'check_in_messages.2',
        { check_in_messages: ['one', 'two', 'x'.repeat(141)] },
        messages.checkInMessageTooLong,
      ],
      ['time_zone', { time_zone: 'Nowhere/Land' }, messages.timeZoneInvalid],
      ['program_start_rule', { program_start_rule: 'whenever' }, messages.programStartRuleRequired],
      ['default_tasks.0.title', { default_tasks: [{ title: '' }] }, messages.titleRequired],
      ['default_tasks.0.days.0', { default_tasks: [{ title: 'T', days: [9] }] }, messages.taskDaysInvalid],
      [
        'default_tasks',
        { default_tasks: Array.from({ length: 21 }, (_, i) => ({ title: `T${i}` })) },
        messages.defaultTasksTooMany,
      ],
    ])('refuses a bad %s with a clear message and changes nothing', async (field, over, message) => {
      const before = await stored(a.center.id);
      const res = await call('PUT', url(a.center.id), a.owner.auth, valid(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
      expect(await stored(a.center.id)).toEqual(before);
    });

    it('lets staff read but not change them; other centers and anonymous callers get nothing', async () => {
      const before = await stored(a.center.id);
      expect(
        (await call('PUT', url(a.center.id), a.staff.auth, valid({ time_zone: 'UTC' }))).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', url(a.center.id), b.owner.auth, valid({ time_zone: 'UTC' }))).statusCode,
      ).toBe(403);
      expect((await call('GET', url(a.center.id), b.owner.auth)).statusCode).toBe(403);
      expect((await call('GET', url(a.center.id), a.expert.auth)).statusCode).toBe(403);
      expect((await call('GET', url(a.center.id), {})).statusCode).toBe(401);
      expect(await stored(a.center.id)).toEqual(before);
      expect((await call('GET', url(b.center.id), b.staff.auth)).json().settings.time_zone).toBe(
        'America/New_York',
      );
    });
  });

  describe('user settings', () => {
    const URL = '/v3/user_settings';
    const valid = (over: object = {}) => ({
      first_name: 'Samantha',
      last_name: 'Stone',
      phone: '+1 (555) 123-4567',
      notification_emails: { contact_now: false, unread_messages: true, risk_alerts: true },
      ...over,
    });
    const rowOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

    it('reads the caller’s own settings, with defaults and the issuer’s change-password page', async () => {
      const res = await call('GET', URL, a.staff.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().user_settings).toEqual({
        email: a.staff.row.email,
        first_name: 'Sam',
        last_name: 'Staff',
        phone: null,
        notification_emails: { contact_now: true, unread_messages: false, risk_alerts: true },
        language: null,
        password_change_url: `${server.config.PUBLIC_URL}/change-password`,
      });
    });

    it('saves name, phone and notification e-mails for the caller only, audited', async () => {
      const res = await call('PUT', URL, a.staff.auth, valid());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user_settings).toMatchObject({
        first_name: 'Samantha',
        last_name: 'Stone',
        phone: '15551234567',
        notification_emails: { contact_now: false, unread_messages: true, risk_alerts: true },
      });
      expect(await rowOf(a.staff.row.id)).toMatchObject({ firstName: 'Samantha', phone: '15551234567' });
      const [prefs] = await db().select().from(userSettings).where(eq(userSettings.userId, a.staff.row.id));
      expect(prefs).toMatchObject({ emailContactNow: false, emailUnreadMessages: true });
      expect((await rowOf(a.owner.row.id))?.firstName).toBe('Olivia');
      const [entry] = await db()
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'user.settings_update'), eq(auditEvents.resourceId, a.staff.row.id)),
        );
      expect(entry?.detail).toEqual({ fields: ['firstName', 'lastName', 'phone'] });
    });

    it.each([
      ['first_name', { first_name: '' }, messages.firstNameRequired],
      ['last_name', { last_name: ' ' }, messages.lastNameRequired],
      ['phone', { phone: '' }, messages.phoneRequired],
      ['phone', { phone: '555 12' }, messages.phoneMin],
    ])('refuses a bad %s with the spec message and changes nothing', async (field, over, message) => {
      const before = await rowOf(a.staff.row.id);
      const res = await call('PUT', URL, a.staff.auth, valid(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
      expect(await rowOf(a.staff.row.id)).toEqual(before);
    });

    it('is for staff and owners; experts and anonymous callers are refused', async () => {
      expect((await call('GET', URL, a.owner.auth)).json().user_settings.first_name).toBe('Olivia');
      expect((await call('GET', URL, a.expert.auth)).statusCode).toBe(403);
      expect((await call('PUT', URL, a.support.auth, valid())).statusCode).toBe(403);
      expect((await call('GET', URL, {})).statusCode).toBe(401);
      expect((await call('PUT', URL, {}, valid())).statusCode).toBe(401);
    });
  });
});
