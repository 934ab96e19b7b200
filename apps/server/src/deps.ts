import type { Config } from './config';
import type { Database } from './db/client';
import type { IdentityAdmin } from './identity/admin/index';
import type { VerifyToken } from './identity/verifier';
import type { Mailer } from './infra/mail/mailer';
import type { Push } from './infra/push/push';
import type { Realtime } from './infra/realtime/realtime';
import type { Sms } from './infra/sms/sms';
import type { Storage } from './infra/storage/storage';
import type { WebPush } from './infra/web-push/web-push';

/** What every module receives: configuration, the database and the adapters. Built once in main or a test. */
export interface AppDeps {
  config: Config;
  database: Database;
  verify: VerifyToken;
  mailer: Mailer;
  /** Creates, blocks and updates staff accounts at the identity provider (embedded or Auth0). */
  identityAdmin: IdentityAdmin;
  /** Live events to connected browsers (Socket.IO; Redis fan-out when REDIS_URL is set). */
  realtime: Realtime;
  /** Uploaded files: DATA_DIR/uploads with signed PUT URLs, or S3 when S3_BUCKET is set. */
  storage: Storage;
  /** Push to the mobile app: stored for the app to fetch, or a webhook when configured. */
  push: Push;
  /** Text messages (one-time codes): the outbox table, or Twilio's Messages API when configured. */
  sms: Sms;
  /** Web Push to the patient app's devices (VAPID; RFC 8291 payloads). */
  webPush: WebPush;
}
