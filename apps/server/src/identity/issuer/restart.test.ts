import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { exchangeCode, signInWithPassword, startSignIn } from '../../../test/helpers/sign-in';
import type { Database } from '../../db/client';

describe('a restart keeps everyone signed in', () => {
  let database: Database;
  let first: TestServer;
  let second: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestServer({}, { database });
    a = await createCenter(first);
    await setPassword(first, a.owner.row.id, 'restart password 1');
  });
  afterAll(() => second?.close());

  it('accepts the old access token and reuses the session cookie without the password', async () => {
    const browser = browserFor(first);
    const tokens = await signInWithPassword(
      browser,
      portalClient(first),
      a.owner.row.email,
      'restart password 1',
    );

    // The first instance goes away; a new one starts on the same database.
    await first.app.close();
    second = await createTestServer({}, { database });
    const moved = browserFor(second);
    for (const [name, value] of browser.cookies) moved.cookies.set(name, value);

    const me = await second.app.inject({
      method: 'GET',
      url: '/v3/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);

    const c = portalClient(second);
    const { page, pkce } = await startSignIn(moved, c);
    expect(page.location, 'no login page: straight back to the portal').toMatch(/\/auth\/callback\?code=/);
    const renewed = await exchangeCode(moved, c, page.location, pkce.verifier);
    expect(renewed.access_token).toBeTruthy();
  });
});
