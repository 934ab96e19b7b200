import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

/** Named ranges proxy-addr (Fastify's trustProxy) knows, beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which peers may set X-Forwarded-For (Fastify's `trustProxy`): nobody by default, so a client
 * cannot choose the address the throttles and the access history see. A hop count (the number
 * of proxies in front of the server) or a comma list of proxy addresses, CIDRs or proxy-addr's
 * names (loopback, linklocal, uniquelocal). `true` (trust anyone) is refused: it is forgeable.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (!v || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 16) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be at most 16' });
      return z.NEVER;
    }
    const entries = v.split(',').map((e) => e.trim());
    const wrong = entries.filter((e) => !isProxyAddress(e));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count or a comma list of proxy addresses or CIDRs (not ${wrong.map((e) => JSON.stringify(e)).join(', ')})`,
    });
    return z.NEVER;
  });

const boolFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** A redirect address of a client: an absolute http(s) URL without a fragment (OAuth 2.0 §3.1.2). */
const clientUrl = z
  .url({ protocol: /^https?$/ })
  .refine((v) => !v.includes('#'), { message: 'must not have a fragment' });

/** Another tool of the clinic that signs people in with the embedded issuer (docs/operations.md). */
const extraClient = z.strictObject({
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, { message: 'letters, digits, ".", "_" or "-", at most 64' }),
  client_name: z.string().trim().min(1).max(100).optional(),
  /** With a secret the tool authenticates at the token endpoint (client_secret_basic); without, PKCE alone. */
  client_secret: z.string().min(32).optional(),
  redirect_uris: z.array(clientUrl).min(1),
  post_logout_redirect_uris: z.array(clientUrl).default([]),
});
export type ExtraClient = z.infer<typeof extraClient>;

/** OIDC_EXTRA_CLIENTS: a JSON array of clients, each checked here so a typo stops the start-up. */
const extraClients = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): ExtraClient[] => {
    if (!v) return [];
    let raw: unknown;
    try {
      raw = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of clients' });
      return z.NEVER;
    }
    const parsed = z.array(extraClient).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'value'}: ${issue.message}` });
      }
      return z.NEVER;
    }
    const ids = parsed.data.map((c) => c.client_id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (repeated.length > 0) {
      ctx.addIssue({ code: 'custom', message: `client_id ${JSON.stringify(repeated[0])} is listed twice` });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The whole environment of the server, parsed once at start-up; its type comes from this schema. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    /** Where the built portal is; defaults to apps/server/public. */
    PUBLIC_DIR: z.string().optional(),
    /** Where the built patient app is (served under /app/); defaults to apps/server/public-app. */
    PATIENT_APP_DIR: z.string().optional(),
    DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
    REDIS_URL: optionalUrl.refine((v) => !v || /^rediss?:\/\//.test(v), {
      message: 'must be a redis:// URL',
    }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    // Identity: without OIDC_ISSUER the embedded issuer runs on this server.
    OIDC_ISSUER: optionalUrl,
    OIDC_AUDIENCE: z.string().min(1).default('portal-api'),
    OIDC_CLIENT_ID: z.string().min(1).default('portal'),
    /** The patient app's client at the issuer (code + PKCE, redirect URIs under PUBLIC_URL/app/). */
    OIDC_PATIENT_CLIENT_ID: z.string().min(1).default('patient-app'),
    /** More clients of the embedded issuer (a clinic's other tools): a JSON array, see docs/operations.md. */
    OIDC_EXTRA_CLIENTS: extraClients,
    OIDC_CLAIM_NAMESPACE: z.string().min(1).default('https://recovery-portal.app/metadata'),
    OIDC_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** Scopes the portal asks for; offline_access gets refresh tokens from external issuers (Auth0, Okta). */
    OIDC_SCOPE: z.string().min(1).default('openid profile email offline_access'),
    /** Portal users (not patients) are signed out after this many minutes without input. */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** …and this many hours after sign-in, whatever the activity. */
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24)
      .default(12),
    SUPPORT_USER_SUBJECT: z.string().default('portal|support'),
    EXPERT_USER_SUBJECT: z.string().default('portal|expert'),
    // Staff accounts at an external issuer: the Auth0 Management API (identity/admin/auth0.ts).
    AUTH0_DOMAIN: z.string().trim().optional(),
    AUTH0_CLIENT_ID: z.string().optional(),
    AUTH0_CLIENT_SECRET: z.string().optional(),
    AUTH0_CONNECTION: z.string().default('Username-Password-Authentication'),
    AUTH0_AUDIENCE: optionalUrl,
    // Mail: without SMTP_URL mail goes to the outbox table and the dev mailbox page.
    SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:\/\//.test(v), { message: 'must be an smtp:// URL' }),
    MAIL_FROM: z.string().default('Recovery Portal <no-reply@localhost>'),
    // Storage: without S3_BUCKET files go to DATA_DIR/uploads.
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: optionalUrl,
    // Push to the mobile app: without PUSH_WEBHOOK_URL notifications are stored for the app to fetch.
    PUSH_WEBHOOK_URL: optionalUrl,
    PUSH_WEBHOOK_SECRET: z.string().min(16).optional(),
    // Web Push to the patient app (VAPID): without the keys a pair is generated once and kept in the database.
    VAPID_PUBLIC_KEY: z.string().trim().optional(),
    VAPID_PRIVATE_KEY: z.string().trim().optional(),
    /** Who runs the server, for push services to contact (a mailto: or https: URL). */
    VAPID_SUBJECT: z
      .string()
      .trim()
      .refine((v) => /^(mailto:|https:\/\/)/.test(v), { message: 'must be a mailto: or https: URL' })
      .optional(),
    // SMS (one-time codes): without TWILIO_ACCOUNT_SID texts go to the outbox and the dev mailbox page.
    SMS_PROVIDER_URL: optionalUrl,
    TWILIO_ACCOUNT_SID: z.string().trim().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    /** The sending number (E.164, e.g. +15550100000) or a messaging service's sender. */
    SMS_FROM: z.string().trim().optional(),
    METRICS_TOKEN: z.string().min(16).optional(),
    SEED_DEMO: boolFlag,
    /** With SEED_DEMO: the demo center's ~60 patients and 90 days of history (default on). */
    SEED_DEMO_PATIENTS: boolFlag,
    /** After SIGTERM, how long readiness answers 503 while requests are still served (load balancers notice). */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * FHIR Bulk Data export (docs/decisions/fhir-api.md "Bulk export"): how long an instance's claim
     * on a job lasts without a heartbeat (another instance resumes it after), and how many resources
     * and about how many megabytes one NDJSON file holds at most (a file is held in memory while
     * filled).
     */
    FHIR_EXPORT_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
    FHIR_EXPORT_FILE_RESOURCES: z.coerce.number().int().min(1).max(100_000).default(5_000),
    FHIR_EXPORT_FILE_MB: z.coerce.number().int().min(1).max(256).default(8),
  })
  .superRefine((env, ctx) => {
    const taken = [env.OIDC_CLIENT_ID, env.OIDC_PATIENT_CLIENT_ID];
    const clash = env.OIDC_EXTRA_CLIENTS.find((c) => taken.includes(c.client_id));
    if (clash) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_EXTRA_CLIENTS'],
        message: `client_id ${JSON.stringify(clash.client_id)} is the portal's or the patient app's`,
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'is required when S3_BUCKET is set',
      });
    }
    if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
      });
    }
    if (env.TWILIO_ACCOUNT_SID && !(env.TWILIO_AUTH_TOKEN && env.SMS_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_AUTH_TOKEN'],
        message: 'TWILIO_AUTH_TOKEN and SMS_FROM are required when TWILIO_ACCOUNT_SID is set',
      });
    }
    if (env.PUSH_WEBHOOK_URL && !env.PUSH_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_WEBHOOK_SECRET'],
        message: 'is required when PUSH_WEBHOOK_URL is set',
      });
    }
    if (env.AUTH0_DOMAIN && !(env.AUTH0_CLIENT_ID && env.AUTH0_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH0_CLIENT_ID'],
        message: 'AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET are required when AUTH0_DOMAIN is set',
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    DATA_DIR: path.resolve(env.DATA_DIR),
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'test',
    SEED_DEMO_PATIENTS: env.SEED_DEMO_PATIENTS ?? true,
  }));

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; an invalid one is refused with one line per wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in schema.in.shape && value !== undefined),
  );
  const result = schema.safeParse(known);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
