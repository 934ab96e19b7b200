import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildPath, type RouteDef, routes } from '@portal/contracts';
import { demoAccount } from './demo-accounts';
import { signIn } from './oidc-client';
import { checkInFor, dipsFor, moodFor, pick, rng } from './patient-story';

/**
 * The patient simulator (decisions.md §1): plays the mobile app over HTTP against a running server,
 * local or remote, as N patients.
 *
 *   npm run simulate -- --url http://localhost:3000 --patients 5 --days 3
 *
 * Sign-up: a staff account (the demo staff member unless --staff-email/--staff-password) reserves a
 * phone number for each patient, and the patient claims it with the patient API and the one-time
 * code the server texted (read from the dev SMS outbox, so the server runs on this machine without
 * an SMS provider; it may send real e-mail). Each patient then signs
 * in through the issuer (code + PKCE) like the app does.
 *
 * Days: the API only knows "today" (the center's local day), so each simulated day is one round of
 * the app's calls: a check-in (a later round the same day replaces the earlier one, as the app's
 * second check-in would), tasks marked done, now and then a chat message to the staff member and a
 * "contact now" request (more likely on a bad day). --interval-ms waits between rounds (86400000
 * for real days). History with past dates is the demo seed's job, never an HTTP parameter.
 */

interface Options {
  url: string;
  patients: number;
  days: number;
  intervalMs: number;
  staffEmail: string;
  staffPassword: string;
  seed: number;
  quiet: boolean;
}

export interface SimulationResult {
  patients: number;
  rounds: number;
  checkIns: number;
  replaced: number;
  tasksDone: number;
  messages: number;
  contactRequests: number;
}

class Api {
  constructor(
    private readonly base: string,
    private readonly token?: string,
  ) {}

  async call<T = Record<string, unknown>>(
    def: RouteDef,
    init: { params?: Record<string, string>; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<T> {
    const url = new URL(`${this.base}${buildPath(def.path, init.params ?? {})}`);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: def.method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${def.method} ${def.path} answered ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : {}) as T;
  }
}

/**
 * The one-time code the server texted to a phone, read from its dev SMS outbox (/dev/sms.json:
 * only on the same machine, and only while no SMS provider is configured).
 */
async function codeFromOutbox(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/dev/sms.json?to=${phone}`);
  const body = res.ok ? ((await res.json()) as { messages: { body: string }[] }) : { messages: [] };
  const code = body.messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) {
    throw new Error(
      'No SMS code for the simulated phone: the simulator reads codes from the dev SMS outbox (/dev/sms.json), so run it on the server machine against a server without TWILIO_ACCOUNT_SID.',
    );
  }
  return code;
}

/** Signs the center's current app-use consent with the patient's name, as the app's consent screen does. */
async function signAppUse(api: Api, fullName: string) {
  const { templates } = await api.call<{
    templates: { id: string; version: number; kind: string; required: boolean }[];
  }>(routes.patientConsents);
  const appUse = templates.find((t) => t.kind === 'app-use');
  if (!appUse) throw new Error('the center offers no app-use consent to sign');
  await api.call(routes.patientSignConsent, {
    body: { template_id: appUse.id, template_version: appUse.version, full_name: fullName, agree: true },
  });
}

interface SimPatient {
  index: number;
  email: string;
  password: string;
  api: Api;
  random: () => number;
  baseline: number;
  dips: { start: number; length: number }[];
  channelId?: string;
}

export async function simulate(options: Options): Promise<SimulationResult> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const base = options.url.replace(/\/$/, '');
  const staffToken = await signIn(base, options.staffEmail, options.staffPassword);
  const staff = new Api(base, staffToken);
  const me = await staff.call<{ user: { id: string; treatment_center_id: string | null } }>(routes.me);
  if (!me.user.treatment_center_id) throw new Error('the staff account has no treatment center');
  const tasks = await staff.call<{ tcenter_daily_tasks: unknown[] }>(routes.listTasks);
  log(`Signed in as ${options.staffEmail}; the center has ${tasks.tcenter_daily_tasks.length} daily tasks.`);

  const run = randomBytes(3).toString('hex');
  const result: SimulationResult = {
    patients: 0,
    rounds: options.days,
    checkIns: 0,
    replaced: 0,
    tasksDone: 0,
    messages: 0,
    contactRequests: 0,
  };
  const patients: SimPatient[] = [];
  for (let index = 0; index < options.patients; index++) {
    const random = rng(options.seed + index);
    const phone = `1555${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
    const email = `sim-${run}-${index}@simulated.test`;
    const password = randomBytes(12).toString('base64url');
    const first = pick(random, ['Robin', 'Jesse', 'Ari', 'Sky', 'Rowan', 'Lee']);
    await staff.call(routes.createReservation, { body: { phone_number: phone } });
    await new Api(base).call(routes.requestPhoneCode, { body: { phone_number: phone } });
    await new Api(base).call(routes.claimReservation, {
      body: {
        phone_number: phone,
        code: await codeFromOutbox(base, phone),
        email,
        first_name: first,
        last_name: `Sim ${run}-${index}`,
        password,
      },
    });
    const token = await signIn(base, email, password);
    const api = new Api(base, token);
    // As the app does before it opens (the app gate): read the center's app-use consent and sign it.
    await signAppUse(api, `${first} Sim ${run}-${index}`);
    patients.push({
      index,
      email,
      password,
      api,
      random,
      baseline: 0.3 + random() * 0.45,
      dips: dipsFor(random, Math.max(options.days, 7)),
    });
    result.patients++;
    log(`Patient ${index + 1}/${options.patients}: ${email} claimed a reservation and signed in.`);
  }

  for (let day = 0; day < options.days; day++) {
    for (const p of patients) {
      const r = p.random;
      const mood = moodFor(r, day, p.baseline, p.dips);
      const checkIn = await p.api.call<{ replaced: boolean }>(routes.patientCheckIn, {
        body: checkInFor(r, mood),
      });
      result.checkIns++;
      if (checkIn.replaced) result.replaced++;
      const today = await p.api.call<{ tasks: { id: string; done: boolean }[] }>(routes.patientTasks);
      for (const task of today.tasks) {
        if (!task.done && r() < (mood >= 80 ? 0.8 : 0.4)) {
          await p.api.call(routes.patientTaskDone, { params: { id: task.id } });
          result.tasksDone++;
        }
      }
      if (r() < (mood <= 40 ? 0.5 : 0.15)) {
        if (!p.channelId) {
          const channel = await p.api.call<{ channel: { id: string } }>(routes.getOrCreateChatChannel, {
            body: { member_id: me.user.id },
          });
          p.channelId = channel.channel.id;
        }
        await p.api.call(routes.sendChatMessage, {
          params: { id: p.channelId },
          body: { text: mood <= 40 ? 'Having a rough day today.' : 'Checked in, all good today.' },
        });
        result.messages++;
      }
      if (r() < (mood <= 30 ? 0.25 : 0.02)) {
        await p.api.call(routes.patientContactNow, { body: {} });
        result.contactRequests++;
      }
    }
    log(`Round ${day + 1}/${options.days} done.`);
    if (options.intervalMs > 0 && day < options.days - 1) {
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    }
  }
  return result;
}

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string', default: 'http://localhost:3000' },
      patients: { type: 'string', default: '5' },
      days: { type: 'string', default: '1' },
      'interval-ms': { type: 'string', default: '0' },
      'staff-email': { type: 'string', default: demoAccount('staff').email },
      'staff-password': { type: 'string', default: demoAccount('staff').password },
      seed: { type: 'string', default: String(Date.now() % 100_000) },
      quiet: { type: 'boolean', default: false },
    },
  });
  const int = (name: string, value: string, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > max)
      throw new Error(`--${name} must be a whole number 0–${max}`);
    return n;
  };
  return {
    url: values.url,
    patients: int('patients', values.patients, 10_000),
    days: int('days', values.days, 3650),
    intervalMs: int('interval-ms', values['interval-ms'], 7 * 86_400_000),
    staffEmail: values['staff-email'],
    staffPassword: values['staff-password'],
    seed: int('seed', values.seed, 2 ** 31),
    quiet: values.quiet,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const started = Date.now();
    const result = await simulate(parseOptions(process.argv.slice(2)));
    console.log(
      `Simulated ${result.patients} patients for ${result.rounds} rounds in ${((Date.now() - started) / 1000).toFixed(1)}s: ` +
        `${result.checkIns} check-ins (${result.replaced} replaced), ${result.tasksDone} tasks done, ` +
        `${result.messages} chat messages, ${result.contactRequests} contact-now requests.`,
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
