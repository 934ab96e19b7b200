import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFor, portalClient } from '../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { signInWithPassword } from '../../test/helpers/sign-in';
import { treatmentCenters, users } from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_CENTER_NAME, DEMO_CENTER_PHONE, demoAccount } from './demo-accounts';
import { seedDemo } from './seed-demo';

describe('the demo seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('creates the demo centers and accounts once, however often it runs', async () => {
    await seedDemo(server.deps.database.db, server.config);
    await seedDemo(server.deps.database.db, server.config);
    const rows = await server.deps.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    const centers = await server.deps.database.db.select().from(treatmentCenters);
    expect(centers).toHaveLength(2);
    const sunrise = centers.find((c) => c.name === DEMO_CENTER_NAME);
    expect(sunrise?.wizard).toBe(false);
    expect(sunrise?.phone).toBe(DEMO_CENTER_PHONE);
    const byEmail = (email: string) => rows.find((r) => r.email === email);
    expect(byEmail(demoAccount('owner').email)).toMatchObject({
      isOwner: true,
      wizard: false,
      treatmentCenterId: sunrise?.id,
    });
    expect(byEmail(demoAccount('expert').email)).toMatchObject({
      isExpert: true,
      subject: server.config.EXPERT_USER_SUBJECT,
    });
    expect(byEmail(demoAccount('support').email)).toMatchObject({
      isSupport: true,
      subject: server.config.SUPPORT_USER_SUBJECT,
    });
    const wizard = byEmail(demoAccount('wizard').email);
    expect(wizard).toMatchObject({ isOwner: true, wizard: true });
    expect(wizard?.treatmentCenterId).not.toBe(sunrise?.id);
    const [wizardCenter] = await server.deps.database.db
      .select()
      .from(treatmentCenters)
      .where(eq(treatmentCenters.id, wizard?.treatmentCenterId ?? ''));
    expect(wizardCenter?.wizard).toBe(true);
    expect(wizardCenter?.phone).toBeNull();
  });

  it('lets every demo account sign in with its printed password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const tokens = await signInWithPassword(
        browserFor(server),
        portalClient(server),
        account.email,
        account.password,
      );
      expect(tokens.access_token).toBeTruthy();
    }
  });
});
