import type { CheckInBody, MembershipStatus } from '@portal/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit';
import { createFileSigner } from '../chat/files';
import { createPresenter } from '../chat/present';
import { createChatService, type Viewer } from '../chat/service';
import type { Db } from '../db/client';
import { dailyTasks, invitationTokens, mailOutbox, memberships, users } from '../db/schema/index';
import type { AppDeps } from '../deps';
import type { IdentityAdmin } from '../identity/admin/index';
import { type CurrentUser, toUserId } from '../identity/current-user';
import { loadRandomKeys } from '../identity/keys';
import { hashPassword } from '../identity/passwords';
import { createMailer } from '../infra/mail/mailer';
import { latestCodeFor } from '../infra/sms/dev-outbox';
import { createSms } from '../infra/sms/sms';
import { addDays, localDate } from '../infra/time/calendar-date';
import { evaluateAlertsForPatients } from '../modules/alerts/service';
import { recordCheckIn, recordCheckInHistory } from '../modules/check-ins/service';
import { myConsents, signMine } from '../modules/consents/service';
import { createContactRequest } from '../modules/contact-now/service';
import { acceptInvitation } from '../modules/invitations/patient-service';
import { invitePatient } from '../modules/invitations/service';
import { createNote } from '../modules/notes/service';
import { addAssistanceRecord, updateStatus } from '../modules/patients/service';
import { claimReservation } from '../modules/reservations/patient-service';
import { requestPhoneCode } from '../modules/reservations/phone-code';
import { createReservation } from '../modules/reservations/service';
import { completeTaskHistory } from '../modules/tasks/patient-service';
import { createTask } from '../modules/tasks/service';
import { checkInFor, dipsFor, moodFor, pick, rng } from './patient-story';

/**
 * The living demo center (decisions.md §1): about 60 patients in every status with up to 90 days of
 * history, produced through the same services the API uses (invite, accept, reserve, claim, status
 * changes, check-ins, tasks done, notes, assistance records, contact now, chat), so every screen of
 * the portal shows real-looking data on the first visit. Deterministic (a seeded generator) and
 * idempotent: a center that already has its demo patients is left alone.
 *
 * Two things only a seed does, both documented: history is recorded for past local dates through
 * the services' `when` argument (never an HTTP parameter), and the rows the seed creates "today"
 * are dated back to when the story says they happened (created_at), so reports count those days.
 */

export const DEMO_PATIENT_DOMAIN = 'patients.demo.test';
export const DEMO_PATIENT_PASSWORD = 'Demo-patient-2026!';
export const DEMO_HISTORY_DAYS = 90;

const FIRST = [
  'Alex',
  'Blake',
  'Casey',
  'Dana',
  'Eden',
  'Finley',
  'Gray',
  'Harper',
  'Indy',
  'Jordan',
  'Kai',
  'Logan',
  'Morgan',
  'Noel',
  'Oakley',
  'Parker',
  'Quinn',
  'Reese',
  'Sage',
  'Taylor',
  'Umi',
  'Val',
  'Wren',
  'Xen',
  'Yael',
  'Zion',
];
const LAST = [
  'Rivera',
  'Chen',
  'Okafor',
  'Novak',
  'Haddad',
  'Larsen',
  'Moreau',
  'Tanaka',
  'Silva',
  'Kowalski',
  'Brennan',
  'Ibrahim',
  'Fischer',
  'Duarte',
  'Nguyen',
  'Adeyemi',
  'Rossi',
  'Petrov',
];
const TASKS = [
  {
    title: 'Morning meditation',
    description: '10 minutes of breathing before breakfast.',
    days: [] as number[],
  },
  { title: 'Call your sponsor', description: 'A short call, even on a good day.', days: [1, 3, 5] },
  { title: 'Journal entry', description: 'Three lines about today.', days: [] as number[] },
  { title: 'Group meeting', description: 'Attend the evening group.', days: [2, 4] },
];
const NOTES = [
  'Discussed coping strategies for weekend triggers.',
  'Reports better sleep; continue the evening routine.',
  'Missed a session; follow up by phone.',
  'Set goals for the next two weeks with the patient.',
  'Family session scheduled; patient agreed.',
];
const CHAT = [
  ['How are you feeling today?', 'Better than yesterday, thanks.'],
  ['Reminder: group meeting tonight at 7.', 'I will be there.'],
  ['I saw your check-in. Want to talk?', 'Yes, can you call me later?'],
];

/** An identity admin for the seed: one argon2id hash of the demo password for every demo patient. */
function seedIdentityAdmin(hash: string): IdentityAdmin {
  return {
    kind: 'embedded',
    async createAccount() {
      return { subject: `portal|${crypto.randomUUID()}`, passwordHash: hash };
    },
    async updateMetadata() {},
    async setBlocked() {},
    async deleteAccount() {},
  };
}

function currentUserOf(row: typeof users.$inferSelect): CurrentUser {
  return {
    subject: row.subject,
    id: toUserId(row.subject),
    userId: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    centerId: row.treatmentCenterId,
    isOwner: row.isOwner,
    isSupport: row.isSupport,
    isExpert: row.isExpert,
    isPatient: row.isPatient,
    wizard: row.wizard,
  };
}

const actorFor = (user: CurrentUser, role: string): Actor => ({
  subject: user.subject,
  role,
  centerId: user.centerId,
  ip: null,
  requestId: 'demo-seed',
});

interface Plan {
  index: number;
  status: MembershipStatus | 'reserved' | 'claimed';
  /** Days ago the patient started (accepted or claimed). */
  startedDaysAgo: number;
}

/** 60 patients: mostly active, some alumni and inactive, a few still invited, reservations both ways. */
/** The name and e-mail of the demo patient of a plan index. */
export function demoPatientIdentity(index: number) {
  const first = FIRST[index % FIRST.length] as string;
  const last = LAST[(index * 7) % LAST.length] as string;
  return { first, last, email: `${first}.${last}.${index}@${DEMO_PATIENT_DOMAIN}`.toLowerCase() };
}

/** The demo patient `npm start` names for the patient app: plan 0, active, joined by invitation. */
export function demoPatientAccount() {
  return { email: demoPatientIdentity(0).email, password: DEMO_PATIENT_PASSWORD };
}

export function demoPlan(total = 60): Plan[] {
  const r = rng(4242);
  const plans: Plan[] = [];
  for (let index = 0; index < total; index++) {
    const slot = index % 20;
    const status: Plan['status'] =
      slot < 11
        ? 'active'
        : slot < 14
          ? 'alumni'
          : slot < 16
            ? 'inactive'
            : slot < 17
              ? 'invited'
              : slot < 18
                ? 'reserved'
                : 'claimed';
    const startedDaysAgo =
      status === 'invited' || status === 'reserved' ? 0 : 10 + Math.floor(r() * (DEMO_HISTORY_DAYS - 10));
    plans.push({ index, status, startedDaysAgo });
  }
  return plans;
}

export interface DemoPatientsResult {
  created: boolean;
  patients: number;
  checkIns: number;
  ms: number;
}

const DAY_MS = 86_400_000;

/**
 * Seeds the demo center's patients and history. `staff` is the demo staff user (they invite,
 * reserve, write notes and chat), `owner` the demo owner (tasks, status changes).
 */
export async function seedDemoPatients(
  deps: AppDeps,
  centerId: string,
  accounts: { ownerUserId: string; staffUserId: string },
  options: { total?: number; now?: Date } = {},
): Promise<DemoPatientsResult> {
  const started = Date.now();
  const db = deps.database.db;
  const now = options.now ?? new Date();
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(
      and(eq(memberships.treatmentCenterId, centerId), like(memberships.email, `%@${DEMO_PATIENT_DOMAIN}`)),
    );
  if ((existing?.n ?? 0) > 0) return { created: false, patients: 0, checkIns: 0, ms: Date.now() - started };

  const [ownerRow] = await db.select().from(users).where(eq(users.id, accounts.ownerUserId));
  const [staffRow] = await db.select().from(users).where(eq(users.id, accounts.staffUserId));
  if (!ownerRow || !staffRow) throw new Error('demo owner or staff missing');
  const owner = currentUserOf(ownerRow);
  const staff = currentUserOf(staffRow);
  const ownerActor = actorFor(owner, 'owner');
  const staffActor = actorFor(staff, 'staff');
  const signup = { db, identityAdmin: seedIdentityAdmin(await hashPassword(DEMO_PATIENT_PASSWORD)) };
  const from = { ip: null, requestId: 'demo-seed' };
  const [center] = await db
    .execute(sql`select time_zone from treatment_centers where id = ${centerId}`)
    .then((res) => (res as unknown as { rows: { time_zone: string }[] }).rows);
  const timeZone = center?.time_zone ?? 'America/New_York';
  const today = localDate(now, timeZone);
  const historyStart = new Date(now.getTime() - (DEMO_HISTORY_DAYS + 5) * DAY_MS);
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce(
      (m, p) =>
        p.type === 'hour' ? m + Number(p.value) * 60 : p.type === 'minute' ? m + Number(p.value) : m,
      0,
    );
  // Minutes since the center's local midnight (at least one, so the spread below is never empty).
  const sinceMidnight = Math.max(1, Math.min(clock, 10 * 60));

  // The center's daily tasks, as its owner would create them (dated back to before the history).
  const existingTasks = await db.select().from(dailyTasks).where(eq(dailyTasks.treatmentCenterId, centerId));
  const taskIds = existingTasks.map((t) => t.id);
  if (taskIds.length === 0) {
    const ctx = { db, actor: ownerActor, centerId };
    for (const t of TASKS) {
      const task = await createTask(ctx, {
        title: t.title,
        description: t.description,
        days: t.days,
        active: true,
      });
      taskIds.push(task.id);
    }
  }
  await db.update(dailyTasks).set({ createdAt: historyStart }).where(inArray(dailyTasks.id, taskIds));

  // Sign-ups, each through its own service call and transaction (as the API does them).
  const plans = demoPlan(options.total ?? 60);
  const people: { plan: Plan; membershipId: string; userId: string | null; subject: string | null }[] = [];
  // Demo e-mails stay in the outbox (a demo patient's address is not real), whatever SMTP_URL says.
  const mailer = createMailer({ ...deps.config, SMTP_URL: undefined }, db);
  // …and so do the demo sign-up codes (the SMS outbox), whatever TWILIO_ACCOUNT_SID says.
  const sms = createSms({ ...deps.config, TWILIO_ACCOUNT_SID: undefined }, db);
  for (const plan of plans) {
    const { first, last, email } = demoPatientIdentity(plan.index);
    const phone = `1555020${String(plan.index).padStart(4, '0')}`;
    const startedAt = new Date(now.getTime() - plan.startedDaysAgo * DAY_MS);
    if (plan.status === 'reserved' || plan.status === 'claimed') {
      await createReservation(db, staff, staffActor, { phone_number: phone, fb_email: null });
      if (plan.status === 'reserved') continue;
      await requestPhoneCode({ db, sms }, from, { phone_number: phone }, startedAt);
      const code = (await latestCodeFor(db, phone)) ?? '';
      const claimed = await claimReservation(
        signup,
        from,
        {
          phone_number: phone,
          code,
          email,
          first_name: first,
          last_name: last,
          password: DEMO_PATIENT_PASSWORD,
        },
        startedAt,
      );
      people.push({ plan, membershipId: claimed.membership.id, userId: null, subject: null });
      continue;
    }
    const invited = await invitePatient(
      { db, mailer, publicUrl: deps.config.PUBLIC_URL },
      staff,
      staffActor,
      {
        email,
        full_name: `${first} ${last}`,
        phone_number: phone,
        type: 'invite',
        reservation_type: 'single',
        switch_value: 'individual',
      },
    );
    const membershipId = invited.membership.id;
    if (plan.status === 'invited') {
      people.push({ plan, membershipId, userId: null, subject: null });
      continue;
    }
    // The patient opens the link from the e-mail the service just sent.
    const [mail] = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('demo invitation e-mail without a link');
    await db
      .update(invitationTokens)
      .set({ expiresAt: new Date(startedAt.getTime() + 7 * DAY_MS) })
      .where(eq(invitationTokens.membershipId, membershipId));
    await acceptInvitation(
      signup,
      from,
      { token, first_name: first, last_name: last, password: DEMO_PATIENT_PASSWORD },
      startedAt,
    );
    people.push({ plan, membershipId, userId: null, subject: null });
  }

  // Dates the story's rows back: a membership was created the day its patient started.
  for (const p of people) {
    const at = new Date(now.getTime() - (p.plan.startedDaysAgo + 2) * DAY_MS);
    await db.update(memberships).set({ createdAt: at }).where(eq(memberships.id, p.membershipId));
  }
  const linked = await db
    .select({ id: memberships.id, userId: memberships.userId, subject: users.subject })
    .from(memberships)
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(
      inArray(
        memberships.id,
        people.map((p) => p.membershipId),
      ),
    );
  const byId = new Map(linked.map((l) => [l.id, l]));
  for (const p of people) {
    p.userId = byId.get(p.membershipId)?.userId ?? null;
    p.subject = byId.get(p.membershipId)?.subject ?? null;
  }

  // Every patient with an account passed the app's consent screen (issue 37): the app-use consent,
  // read and signed with their name through the calls the app makes, before any use of the app.
  for (const p of people) {
    if (p.userId && p.subject) await signAppUse(db, centerId, p.userId, p.subject, p.plan.index);
  }

  // History, in one transaction (savepoints per service call): fast on PGlite.
  let checkIns = 0;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const p of people) {
      if (!p.userId) continue;
      const r = rng(1000 + p.plan.index);
      const days = p.plan.startedDaysAgo;
      // Alumni and inactive patients stopped checking in a while ago.
      const stoppedDaysAgo =
        p.plan.status === 'alumni'
          ? Math.floor(r() * 10)
          : p.plan.status === 'inactive'
            ? 5 + Math.floor(r() * 10)
            : 0;
      const baseline = 0.3 + r() * 0.45;
      const dips = dipsFor(r, days);
      const diligence = 0.65 + r() * 0.3;
      const patientActor: Actor = {
        subject: p.subject,
        role: 'patient',
        centerId,
        ip: null,
        requestId: 'demo-seed',
      };
      const target = { centerId, membershipId: p.membershipId, language: 'en' as const };
      const history: { date: string; at: Date; body: CheckInBody }[] = [];
      const done: { taskId: string; date: string; at: Date }[] = [];
      for (let i = 0; i <= days - stoppedDaysAgo; i++) {
        const daysAgo = days - i;
        const date = addDays(today, -daysAgo);
        // The patient checks in some minutes to hours before "now"'s time of day, never before the
        // local midnight of that day (so today's check-ins are today's).
        const at = new Date(now.getTime() - daysAgo * DAY_MS - Math.floor(r() * sinceMidnight) * 60_000);
        if (r() >= diligence) continue;
        const mood = moodFor(r, i, baseline, dips);
        // Today's check-in goes through the same call the app makes (it may replace nothing).
        if (daysAgo === 0) await recordCheckIn(tx, patientActor, target, checkInFor(r, mood), { date, at });
        else history.push({ date, at, body: checkInFor(r, mood) });
        checkIns++;
        for (const taskId of taskIds) {
          if (r() < (mood >= 80 ? 0.8 : 0.45)) done.push({ taskId, date, at });
        }
      }
      await recordCheckInHistory(tx, patientActor, target, history);
      await completeTaskHistory(tx, patientActor, { ...target, timeZone }, done);
      // Weekly attendance over the last month, recorded by the staff member.
      for (let w = 1; w <= 4 && w * 7 <= days - stoppedDaysAgo; w++) {
        await addAssistanceRecord(txDb, { user: staff, actor: staffActor }, p.membershipId, {
          date: addDays(today, -(stoppedDaysAgo + w * 7)),
          kind: pick(r, ['meeting', 'session', 'group'] as const),
          attended: r() < 0.8,
        });
      }
      const notes = 1 + Math.floor(r() * 3);
      for (let n = 0; n < notes; n++) {
        await createNote(txDb, { user: staff, actor: staffActor }, p.membershipId, {
          content: pick(r, NOTES),
        });
      }
    }
    // Status changes, as the owner makes them.
    for (const p of people) {
      if (p.plan.status === 'alumni' || p.plan.status === 'inactive') {
        await updateStatus(txDb, { user: owner, actor: ownerActor }, p.membershipId, p.plan.status);
      }
    }
  });

  // The alert rules over the seeded history: the history was written in one batch, without the
  // check-in events that evaluate them, so a patient whose recent days meet a rule gets its alert
  // now, as a live center would show it (issue 20). Only active patients are evaluated.
  await evaluateAlertsForPatients(
    { db, realtime: deps.realtime },
    centerId,
    people.map((p) => p.membershipId),
  );

  // A few open "contact now" requests and some conversations (live services, outside the batch).
  const active = people.filter((p) => p.plan.status === 'active' && p.subject);
  const contact = { db, realtime: deps.realtime };
  for (const p of active.slice(0, 3)) {
    await createContactRequest(contact, {
      centerId,
      membershipId: p.membershipId,
      actor: { subject: p.subject, role: 'patient', centerId, ip: null, requestId: 'demo-seed' },
    });
  }
  await seedChats(deps, centerId, staff, active.slice(0, 8));

  return { created: true, patients: plans.length, checkIns, ms: Date.now() - started };
}

/** The demo patient reads the consents and signs the app-use one, as the consent screen does. */
async function signAppUse(db: Db, centerId: string, userId: string, subject: string, index: number) {
  const { first, last, email } = demoPatientIdentity(index);
  const user: CurrentUser = {
    subject,
    id: toUserId(subject),
    userId,
    email,
    name: `${first} ${last}`,
    centerId,
    isOwner: false,
    isSupport: false,
    isExpert: false,
    isPatient: true,
    wizard: false,
  };
  const actor = actorFor(user, 'patient');
  const { templates } = await myConsents(db, user, actor);
  const appUse = templates.find((t) => t.required);
  if (!appUse) throw new Error('the demo center has no app-use consent form');
  await signMine(db, user, actor, {
    template_id: appUse.id,
    template_version: appUse.version,
    full_name: `${first} ${last}`,
    agree: true,
  });
}

async function seedChats(
  deps: AppDeps,
  centerId: string,
  staff: CurrentUser,
  patients: { userId: string | null; subject: string | null; plan: Plan }[],
) {
  const db = deps.database.db;
  const [fileKey] = await loadRandomKeys(db, 'chat-file-keys');
  if (!fileKey) return;
  const chat = createChatService({
    db,
    realtime: deps.realtime,
    storage: deps.storage,
    present: createPresenter(deps.config, createFileSigner(fileKey)),
    platformSubjects: [deps.config.SUPPORT_USER_SUBJECT, deps.config.EXPERT_USER_SUBJECT],
  });
  const staffViewer: Viewer = { userId: staff.userId, centerId, role: 'staff' };
  const staffActor = actorFor(staff, 'staff');
  for (const p of patients) {
    if (!p.userId || !p.subject) continue;
    const patientViewer: Viewer = { userId: p.userId, centerId, role: 'patient' };
    const patientActor: Actor = {
      subject: p.subject,
      role: 'patient',
      centerId,
      ip: null,
      requestId: 'demo-seed',
    };
    const { channel } = await chat.getOrCreateChannel(staffViewer, staffActor, toUserId(p.subject));
    const [question, answer] = CHAT[p.plan.index % CHAT.length] as [string, string];
    await chat.sendMessage(staffViewer, staffActor, channel.id, { text: question, attachments: [] });
    await chat.sendMessage(patientViewer, patientActor, channel.id, { text: answer, attachments: [] });
  }
}
