import { randomUUID } from 'node:crypto';
import { LAST_ACTIVITY_HEADER, sessionIdleMessage, sessionMaxMessage } from '@portal/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, createUser, type SeededCenter, type SeededUser } from '../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../test/helpers/passwords';
import { createTestServer, signToken, type TestServer } from '../../test/helpers/server';
import { refresh, signInWithPassword } from '../../test/helpers/sign-in';
import { metadataFor } from './metadata';

const MINUTE = 60_000;

/**
 * Automatic sign-out (issue 12): a portal session idle for SESSION_IDLE_MINUTES, or older than
 * SESSION_MAX_HOURS, is refused whatever its token says. The server's clock is moved by the test;
 * tokens stay valid in real time, so only the session rule can refuse them.
 */
describe('automatic sign-out of portal sessions', () => {
  let server: TestServer;
  let a: SeededCenter;
  let clock = Date.now();
  const now = () => new Date(clock);
  const advance = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    server = await createTestServer({}, { now });
    a = await createCenter(server);
  });
  afterAll(() => server?.close());

  /** A token of one portal sign-in (the embedded issuer's sid + auth_time), signed in `agoMs` ago. */
  const signedIn = async (who: SeededUser, options: { agoMs?: number; sid?: string } = {}) => {
    const token = await signToken(server, {
      sub: who.row.subject,
      metadata: { ...metadataFor(who.row) },
      claims: {
        sid: options.sid ?? randomUUID(),
        auth_time: Math.floor((clock - (options.agoMs ?? 0)) / 1000),
      },
    });
    return { authorization: `Bearer ${token}` };
  };
  const me = (auth: Record<string, string>, lastActivity?: number) =>
    server.app.inject({
      method: 'GET',
      url: '/v3/me',
      headers: {
        ...auth,
        ...(lastActivity === undefined
          ? {}
          : { [LAST_ACTIVITY_HEADER]: new Date(lastActivity).toISOString() }),
      },
    });

  it('refuses a portal session after 15 idle minutes, with the reason, and never takes it back', async () => {
    const auth = await signedIn(a.staff);
    expect((await me(auth, clock)).statusCode).toBe(200);
    const lastInput = clock;
    advance(15 * MINUTE + 1_000);
    const refused = await me(auth, lastInput);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: sessionIdleMessage(15) });
    expect(refused.headers['www-authenticate']).toContain('error_description="session_ended"');
    // A later call claiming fresh input, or without the header, does not revive it.
    expect((await me(auth, clock)).statusCode).toBe(401);
    expect((await me(auth)).statusCode).toBe(401);
  });

  it('keeps a session alive while the person uses the portal', async () => {
    const auth = await signedIn(a.owner);
    for (let i = 0; i < 6; i++) {
      advance(10 * MINUTE);
      expect((await me(auth, clock - MINUTE)).statusCode).toBe(200);
    }
  });

  it('does not count background calls (polling with an old input time) as activity', async () => {
    const auth = await signedIn(a.expert);
    const lastInput = clock;
    expect((await me(auth, lastInput)).statusCode).toBe(200);
    // An unattended tab polls every 30 s; its header keeps saying when the person last typed.
    for (let t = 0; t < 14 * 60; t += 30) {
      advance(30_000);
      expect((await me(auth, lastInput)).statusCode).toBe(200);
    }
    advance(61_000);
    expect((await me(auth, lastInput)).statusCode).toBe(401);
  });

  it('counts every call without the header (an API client) as activity, and refuses it after 15 idle minutes', async () => {
    const auth = await signedIn(a.support);
    for (let i = 0; i < 4; i++) {
      advance(10 * MINUTE);
      expect((await me(auth)).statusCode).toBe(200);
    }
    // The row is written once a minute, so the server allows up to one minute more than the limit.
    advance(16 * MINUTE + 1_000);
    expect((await me(auth)).statusCode).toBe(401);
  });

  it('ends every session 12 hours after sign-in, whatever the activity', async () => {
    const auth = await signedIn(a.staff, { agoMs: 12 * 60 * MINUTE - 3 * MINUTE });
    expect((await me(auth, clock)).statusCode).toBe(200);
    advance(2 * MINUTE);
    expect((await me(auth, clock)).statusCode).toBe(200);
    advance(2 * MINUTE);
    const refused = await me(auth, clock);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: sessionMaxMessage(12) });
    // A token whose sign-in is already older than the limit is refused on its first call.
    expect((await me(await signedIn(a.owner, { agoMs: 13 * 60 * MINUTE }), clock)).statusCode).toBe(401);
  });

  it('a refreshed token does not revive an idle session; a fresh sign-in starts a new one', async () => {
    const sid = randomUUID();
    const signInAt = clock;
    const first = await signedIn(a.staff, { sid });
    expect((await me(first, clock)).statusCode).toBe(200);
    advance(20 * MINUTE);
    // Same issuer session and sign-in time, new token: what a refresh gives.
    const refreshed = await signedIn(a.staff, { sid, agoMs: clock - signInAt });
    expect((await me(refreshed, clock)).statusCode).toBe(401);
    // The same browser session signs in again with the password: a new auth_time.
    expect((await me(await signedIn(a.staff, { sid }), clock)).statusCode).toBe(200);
  });

  it('sweeps rows a day past the absolute limit when someone signs in', async () => {
    const { portalSessions } = await import('../db/schema/index');
    const { count } = await import('drizzle-orm');
    const rows = async () =>
      (await server.deps.database.db.select({ n: count() }).from(portalSessions))[0]?.n;
    expect(await rows()).toBeGreaterThan(0);
    advance(37 * 60 * MINUTE);
    expect((await me(await signedIn(a.owner), clock)).statusCode).toBe(200);
    expect(await rows()).toBe(1);
  });

  it('leaves patients of the mobile app alone', async () => {
    const patient = await createUser(server, { treatmentCenterId: a.center.id, isPatient: true });
    const auth = await signedIn(patient);
    expect((await me(auth, clock)).statusCode).toBe(200);
    advance(13 * 60 * MINUTE);
    expect((await me(auth, clock - 13 * 60 * MINUTE)).statusCode).toBe(200);
  });

  it("tracks the embedded issuer's real tokens: they carry sid and auth_time, kept by a refresh", async () => {
    const password = 'correct horse battery';
    await setPassword(server, a.owner.row.id, password);
    const browser = browserFor(server);
    const client = portalClient(server);
    const tokens = await signInWithPassword(browser, client, a.owner.row.email, password);
    const claims = decodeJwt(tokens.access_token);
    // The issuer signed in at the real time; earlier tests moved the server's clock past it.
    clock = Date.now();
    expect(typeof claims.sid).toBe('string');
    expect(typeof claims.auth_time).toBe('number');
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await me(auth, clock)).statusCode).toBe(200);
    advance(16 * MINUTE);
    expect((await me(auth, clock - 16 * MINUTE)).statusCode).toBe(401);
    const renewed = await refresh(browser, client, tokens.refresh_token ?? '');
    expect(renewed.status, renewed.body).toBe(200);
    const next = JSON.parse(renewed.body) as { access_token: string };
    expect(decodeJwt(next.access_token)).toMatchObject({ sid: claims.sid, auth_time: claims.auth_time });
    expect((await me({ authorization: `Bearer ${next.access_token}` }, clock)).statusCode).toBe(401);
  });
});
