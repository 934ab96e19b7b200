import { INVITATION_TTL_DAYS, messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { auditEvents, invitationTokens, mailOutbox, memberships } from '../../db/schema/index';
import { consumeInvitation, findInvitation, splitFullName } from './service';
import { hashInvitationToken } from './tokens';

describe('e-mail invitations', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const invite = (body: unknown, headers: Record<string, string> = a.staff.auth) =>
    server.app.inject({ method: 'POST', url: '/v3/memberships', headers, payload: body as object });
  const resend = (id: string, headers: Record<string, string> = a.staff.auth) =>
    server.app.inject({ method: 'POST', url: `/v3/memberships/${id}/send_email`, headers });
  const mailTo = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
  const tokenIn = (text: string) => text.match(/#token=([\w-]+)/)?.[1] ?? '';
  const membershipsOf = (centerId: string, email: string) =>
    db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.treatmentCenterId, centerId), eq(memberships.email, email)));
  const auditOf = (action: string, resourceId: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)));

  it('invites a patient: an invited membership, an e-mail with a single-use link, one audit row', async () => {
    const res = await invite({
      email: 'Jamie.Doe@Example.com',
      full_name: '  Jamie  Lee Doe ',
      phone_number: '+1 (555) 010-0100',
      type: 'invite',
      reservation_type: 'single',
      switch_value: 'individual',
    });
    expect(res.statusCode).toBe(201);
    const { membership } = res.json();
    expect(membership).toMatchObject({
      status: 'invited',
      email: 'jamie.doe@example.com',
      full_name: 'Jamie Lee Doe',
      first_name: 'Jamie',
      last_name: 'Lee Doe',
      phone_number: '15550100100',
      external_id: null,
    });

    const [mail] = await mailTo('jamie.doe@example.com');
    expect(mail).toMatchObject({ kind: 'invitation', status: 'stored', treatmentCenterId: a.center.id });
    expect(mail?.subject).not.toContain('Harbor House');
    expect(mail?.text).toContain('Harbor House invited you');
    expect(mail?.text).toContain(`expires in ${INVITATION_TTL_DAYS} days`);
    const token = tokenIn(mail?.text ?? '');
    expect(mail?.text).toContain(`http://localhost:3999/accept-invitation#token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);

    // Only the hash is stored, and it expires in 7 days.
    const [stored] = await db()
      .select()
      .from(invitationTokens)
      .where(eq(invitationTokens.membershipId, membership.id));
    expect(stored?.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_TTL_DAYS - 0.01);
    expect(days).toBeLessThan(INVITATION_TTL_DAYS + 0.01);

    const rows = await auditOf('invitation.create', membership.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: 'success',
      actorSubject: a.staff.row.subject,
      treatmentCenterId: a.center.id,
    });
    // No name, e-mail or phone number in the audit row (its expiry's milliseconds once read ".555Z",
    // so the number is looked for whole, not as "555").
    expect(JSON.stringify(rows[0]?.detail)).not.toMatch(/jamie|doe|555\D?010\D?0100/i);
  });

  it('treats an empty phone, "+1" and a bare mask as no phone', async () => {
    for (const [i, phone_number] of ['', '+1', '+1 (', undefined].entries()) {
      const res = await invite({ email: `nophone${i}@example.com`, full_name: 'No Phone', phone_number });
      expect(res.statusCode, String(phone_number)).toBe(201);
      expect(res.json().membership.phone_number).toBeNull();
    }
  });

  it('refuses a second invitation of the same e-mail in the center with a clear 409', async () => {
    await invite({ email: 'twice@example.com', full_name: 'Twice' });
    const again = await invite({ email: 'TWICE@example.com', full_name: 'Twice Again' }, a.owner.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.invitationDuplicate);
    expect(await membershipsOf(a.center.id, 'twice@example.com')).toHaveLength(1);
    expect(await mailTo('twice@example.com')).toHaveLength(1);
    // Another center may invite the same person.
    expect((await invite({ email: 'twice@example.com', full_name: 'Twice' }, b.staff.auth)).statusCode).toBe(
      201,
    );
  });

  it('answers every validation message of spec §5 and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ full_name: 'A B' }, 'email', messages.emailRequired],
      [{ email: '', full_name: 'A B' }, 'email', messages.emailRequired],
      [{ email: 'not-an-email', full_name: 'A B' }, 'email', messages.emailInvalid],
      [{ email: 'valid1@example.com' }, 'full_name', messages.fullNameRequired],
      [{ email: 'valid1@example.com', full_name: '   ' }, 'full_name', messages.fullNameRequired],
      [
        { email: 'valid1@example.com', full_name: 'A', phone_number: '+1 (555) 010' },
        'phone_number',
        messages.phoneMin,
      ],
      [
        { email: 'valid1@example.com', full_name: 'A', phone_number: '555-CALL-NOW' },
        'phone_number',
        messages.phoneDigits,
      ],
      [
        { email: 'valid1@example.com', full_name: 'A', fb_email: 'nope' },
        'fb_email',
        messages.fbEmailInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await invite(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect(await membershipsOf(a.center.id, 'valid1@example.com')).toHaveLength(0);
    expect(await mailTo('valid1@example.com')).toHaveLength(0);
  });

  it('lets only staff and owners invite; no token is 401', async () => {
    for (const who of [a.expert, a.support]) {
      const res = await invite({ email: 'role@example.com', full_name: 'Role' }, who.auth);
      expect(res.statusCode).toBe(403);
    }
    expect((await invite({ email: 'role@example.com', full_name: 'Role' }, {})).statusCode).toBe(401);
    expect(await membershipsOf(a.center.id, 'role@example.com')).toHaveLength(0);
  });

  it('re-sends with a new link: the old one stops working, the new one works once', async () => {
    const { membership } = (await invite({ email: 'resend@example.com', full_name: 'Re Send' })).json();
    const first = tokenIn((await mailTo('resend@example.com'))[0]?.text ?? '');

    const res = await resend(membership.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The invitation was sent.' });
    const mails = await mailTo('resend@example.com');
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]?.text ?? '');
    expect(second).not.toBe(first);
    expect(await auditOf('invitation.resend', membership.id)).toHaveLength(1);

    expect(await findInvitation(db(), first)).toBeNull();
    expect(await consumeInvitation(db(), first)).toBeNull();
    expect((await findInvitation(db(), second))?.id).toBe(membership.id);
    expect((await consumeInvitation(db(), second))?.id).toBe(membership.id);
    expect(await consumeInvitation(db(), second)).toBeNull();
  });

  it('keeps re-sending inside the center: another center gets 404 and nothing is sent', async () => {
    const { membership } = (await invite({ email: 'mine@example.com', full_name: 'Mine' })).json();
    const res = await resend(membership.id, b.owner.auth);
    expect(res.statusCode).toBe(404);
    expect(await mailTo('mine@example.com')).toHaveLength(1);
    expect(await auditOf('invitation.resend', membership.id)).toHaveLength(0);
    expect((await resend(membership.id, a.expert.auth)).statusCode).toBe(403);
    expect((await resend(membership.id, {})).statusCode).toBe(401);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('does not re-send to a patient who already accepted', async () => {
    const { membership } = (await invite({ email: 'active@example.com', full_name: 'Active' })).json();
    await db().update(memberships).set({ status: 'active' }).where(eq(memberships.id, membership.id));
    const res = await resend(membership.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.invitationNotPending);
    expect(await mailTo('active@example.com')).toHaveLength(1);
  });

  it('consumes a link once, refuses expired, garbage and accepted ones, and races to exactly one winner', async () => {
    const { membership } = (await invite({ email: 'consume@example.com', full_name: 'Con Sume' })).json();
    const token = tokenIn((await mailTo('consume@example.com'))[0]?.text ?? '');

    const later = new Date(Date.now() + (INVITATION_TTL_DAYS + 1) * 86_400_000);
    expect(await consumeInvitation(db(), token, later)).toBeNull();
    expect(await consumeInvitation(db(), 'not a token')).toBeNull();
    expect(await consumeInvitation(db(), `${token.slice(0, -2)}xx`)).toBeNull();

    const results = await Promise.all([consumeInvitation(db(), token), consumeInvitation(db(), token)]);
    expect(results.filter(Boolean).map((m) => m?.id)).toEqual([membership.id]);

    const { membership: other } = (
      await invite({ email: 'accepted@example.com', full_name: 'Ac Cepted' })
    ).json();
    const otherToken = tokenIn((await mailTo('accepted@example.com'))[0]?.text ?? '');
    await db().update(memberships).set({ status: 'active' }).where(eq(memberships.id, other.id));
    expect(await consumeInvitation(db(), otherToken)).toBeNull();
  });

  it('splits a full name into first and last name', () => {
    expect(splitFullName('Ana María López')).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('the dev mailbox', () => {
  let server: TestServer;
  let a: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  it('lists the outbox to a browser on this machine, links included', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/v3/memberships',
      headers: a.staff.auth,
      payload: { email: 'box@example.com', full_name: 'Box <b>Bold</b>' },
    });
    const res = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('box@example.com');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:3999\/accept-invitation#token=[\w-]+">/);
    expect(res.body).toContain('Hello Box,');
    expect(res.body).not.toContain('<b>Bold</b>');
  });

  it('is a 404 for any other machine and for anything forwarded by a proxy', async () => {
    const remote = await server.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    const proxied = await server.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('box@example.com');
  });
});
