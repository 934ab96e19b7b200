import { messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { decodeQp, type Received, startSmtp } from '../../../test/helpers/smtp';
import { auditEvents, mailOutbox, memberships } from '../../db/schema/index';

describe('invitations through a real SMTP server', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    const started = await startSmtp(received);
    smtp = started.smtp;
    server = await createTestServer({
      SMTP_URL: `smtp://127.0.0.1:${started.port}`,
      MAIL_FROM: 'Recovery Portal <no-reply@portal.test>',
    });
    a = await createCenter(server, 'Harbor House');
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const db = () => server.deps.database.db;

  it('delivers the invitation with its link; the stored copy has the token redacted', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v3/memberships',
      headers: a.staff.auth,
      payload: { email: 'smtp.patient@example.com', full_name: 'Smtp Patient' },
    });
    expect(res.statusCode).toBe(201);
    const message = received.find((m) => m.to.includes('smtp.patient@example.com'));
    expect(message?.from).toBe('no-reply@portal.test');
    const body = decodeQp(message?.raw ?? '');
    expect(body).toContain('Subject: Your invitation to the recovery app');
    expect(body).toMatch(/http:\/\/localhost:3999\/accept-invitation#token=[\w-]{43}/);

    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp.patient@example.com'));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toContain('accept-invitation#token=[redacted]');
    expect(row?.html).toContain('#token=[redacted]');
  });

  it('keeps the invitation and says so when the mail server refuses the e-mail', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v3/memberships',
      headers: a.staff.auth,
      payload: { email: 'nobody@refused.example', full_name: 'No Body' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(messages.invitationMailFailed);
    const [member] = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.email, 'nobody@refused.example'));
    expect(member?.status).toBe('invited');
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@refused.example'));
    expect(row?.status).toBe('failed');
    const failures = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invitation.email'), eq(auditEvents.resourceId, member?.id ?? '')));
    expect(failures.map((f) => f.outcome)).toEqual(['failure']);
  });

  it('has no dev mailbox when mail goes through SMTP', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.body).not.toContain('Dev mailbox');
  });
});
