import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/helpers/listen';
import { createTestServer, signToken, type TestServer } from '../../test/helpers/server';
import { users } from '../db/schema/index';
import { metadataFor } from '../identity/metadata';
import { demoAccount } from './demo-accounts';
import { seedDemo } from './seed-demo';
import { parseOptions, simulate } from './simulate';

/** The simulator over real HTTP against a listening server: sign-ups, sign-ins and the app's calls. */
describe('the patient simulator', () => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await createTestServer({ PUBLIC_URL: url });
    await seedDemo(server.deps.database.db, server.config);
    await server.app.listen({ host: '127.0.0.1', port });
  }, 300_000);
  afterAll(() => server.close());

  it('signs patients up and in, and its rounds move the dashboard figures', async () => {
    const [staff] = await server.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount('staff').email));
    if (!staff) throw new Error('no demo staff');
    const auth = {
      authorization: `Bearer ${await signToken(server, { sub: staff.subject, metadata: { ...metadataFor(staff) } })}`,
    };
    const stats = async () =>
      (await server.app.inject({ method: 'GET', url: '/v3/home/stats', headers: auth })).json();
    const before = await stats();

    const result = await simulate(
      parseOptions(['--url', url, '--patients', '2', '--days', '2', '--seed', '7', '--quiet']),
    );
    expect(result).toMatchObject({ patients: 2, rounds: 2, checkIns: 4, replaced: 2 });

    const after = await stats();
    expect(after.active_patients).toBe(before.active_patients + 2);
    expect(after.reserved_completed).toBe(before.reserved_completed + 2);
    expect(after.checkins_today).toBe(before.checkins_today + 2);
    expect(after.average_mood_7d).not.toBeNull();
  }, 300_000);

  it('refuses bad flags', () => {
    expect(() => parseOptions(['--patients', '-1'])).toThrow('--patients');
    expect(() => parseOptions(['--days', 'x'])).toThrow('--days');
  });
});
