import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const boolFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

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
    DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
    REDIS_URL: optionalUrl.refine((v) => !v || /^rediss?:\/\//.test(v), {
      message: 'must be a redis:// URL',
    }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    // Identity: without OIDC_ISSUER the embedded issuer runs on this server.
    OIDC_ISSUER: optionalUrl,
    OIDC_AUDIENCE: z.string().min(1).default('portal-api'),
    OIDC_CLIENT_ID: z.string().min(1).default('portal'),
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
    METRICS_TOKEN: z.string().min(16).optional(),
    SEED_DEMO: boolFlag,
    /** With SEED_DEMO: the demo center's ~60 patients and 90 days of history (default on). */
    SEED_DEMO_PATIENTS: boolFlag,
    /** After SIGTERM, how long readiness answers 503 while requests are still served (load balancers notice). */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'is required when S3_BUCKET is set',
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
