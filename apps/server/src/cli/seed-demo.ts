import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import { treatmentCenters, users } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { hashPassword } from '../identity/passwords';
import { createServer } from '../server';
import {
  DEMO_ACCOUNTS,
  DEMO_CENTER_NAME,
  DEMO_CENTER_PHONE,
  DEMO_WIZARD_CENTER_NAME,
  type DemoAccount,
  demoAccount,
} from './demo-accounts';
import { seedDemoAssessments } from './demo-assessments';
import { seedDemoPatients } from './demo-patients';

/**
 * Creates the demo: "Sunrise Recovery Center" (set up) with an owner, a staff member, an expert and
 * a support user, and a second new center whose owner is still in the setup wizard. Idempotent:
 * what exists is left as it is (a changed password stays changed). The expert and support users
 * take the configured fixed identities (SUPPORT_USER_SUBJECT, EXPERT_USER_SUBJECT).
 */
export async function seedDemo(
  db: Db,
  config: Config,
  /** With the app's deps, the demo center also gets its ~60 patients and 90 days of history. */
  withPatients?: { deps: AppDeps; log?: (line: string) => void },
): Promise<readonly DemoAccount[]> {
  // The demo center has its phone (the app's crisis screen offers it); the wizard's center has none yet.
  const demo = await centerNamed(db, DEMO_CENTER_NAME, false, DEMO_CENTER_PHONE);
  const wizard = await centerNamed(db, DEMO_WIZARD_CENTER_NAME, true);
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (existing) continue;
    const subject =
      account.role === 'support'
        ? config.SUPPORT_USER_SUBJECT
        : account.role === 'expert'
          ? config.EXPERT_USER_SUBJECT
          : `portal|${crypto.randomUUID()}`;
    await db
      .insert(users)
      .values({
        subject,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        phone: '15555550100',
        treatmentCenterId: account.role === 'wizard' ? wizard : demo,
        isOwner: account.role === 'owner' || account.role === 'wizard',
        isExpert: account.role === 'expert',
        isSupport: account.role === 'support',
        wizard: account.role === 'wizard',
        receivingCalls: account.role === 'staff' || account.role === 'owner',
      })
      .onConflictDoNothing();
  }
  if (withPatients) {
    const ids = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) in (${demoAccount('owner').email}, ${demoAccount('staff').email})`);
    const idOf = (email: string) => ids.find((u) => u.email.toLowerCase() === email)?.id;
    const ownerUserId = idOf(demoAccount('owner').email);
    const staffUserId = idOf(demoAccount('staff').email);
    if (ownerUserId && staffUserId) {
      const result = await seedDemoPatients(withPatients.deps, demo, { ownerUserId, staffUserId });
      if (result.created) {
        withPatients.log?.(
          `  Demo center: ${result.patients} patients, ${result.checkIns} check-ins (${(result.ms / 1000).toFixed(1)}s)`,
        );
        // Assessment history for the same patients, only on the first seed (never beside answers
        // a running demo has collected since).
        const [staff] = await db
          .select({ subject: users.subject })
          .from(users)
          .where(eq(users.id, staffUserId));
        if (staff) {
          const answered = await seedDemoAssessments(withPatients.deps, demo, {
            userId: staffUserId,
            ...staff,
          });
          withPatients.log?.(
            `  Demo center: ${answered.responses} assessment responses, ${answered.missed} missed, ${answered.alerts} safety alerts`,
          );
        }
      }
    }
  }
  return DEMO_ACCOUNTS;
}

async function centerNamed(
  db: Db,
  name: string,
  inWizard: boolean,
  phone: string | null = null,
): Promise<string> {
  const [found] = await db
    .select({ id: treatmentCenters.id })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.name, name))
    .limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(treatmentCenters)
    .values({ name, wizard: inWizard, phone })
    .returning({ id: treatmentCenters.id });
  if (!created) throw new Error('center insert returned nothing');
  return created.id;
}

/** The lines `npm start` prints so a person can sign in right away. */
export function describeDemoAccounts(accounts: readonly DemoAccount[], publicUrl: string): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const rows = accounts.map((a) => `    ${a.role.padEnd(8)} ${a.email.padEnd(width)}  ${a.password}`);
  return [`  Demo accounts (sign in at ${publicUrl}):`, ...rows].join('\n');
}

// CLI: `npx tsx apps/server/src/cli/seed-demo.ts` seeds the configured database and prints the accounts.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig();
  // The whole app's deps (not listening): the demo patients are made through its services.
  const server = await createServer(config, { logger: false });
  const accounts = await seedDemo(server.deps.database.db, config, { deps: server.deps, log: console.log });
  console.log(describeDemoAccounts(accounts, config.PUBLIC_URL));
  await server.close();
}
