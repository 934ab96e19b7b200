import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { eventsOf } from '../../infra/events/events';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** How often the scheduler looks for due reminders. */
const TICK_MS = 60_000;

/**
 * Web Push for the patient app: the VAPID key, each device's subscription, the daily check-in
 * reminder; pushes on a new chat message, an alumni notification and the assessment reminders the
 * assessment sweep claimed (domain events), and a scheduler for reminders that runs on every
 * instance (each push is claimed by its key first).
 */
export const registerPush: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  const pushDeps = { db, webPush: deps.webPush };
  defineRoute(app, routes.pushPublicKey, () => ({ public_key: deps.webPush.publicKey }));
  defineRoute(app, routes.pushSubscribe, ({ user, request, body }) =>
    service.subscribe(db, user, actorOf(request), body),
  );
  defineRoute(app, routes.pushSubscriptions, ({ user }) => service.mySubscriptions(db, user));
  defineRoute(app, routes.pushUnsubscribe, ({ user, request, body }) =>
    service.unsubscribe(db, user, actorOf(request), body.endpoint),
  );
  defineRoute(app, routes.checkInReminder, ({ user }) => service.myReminder(db, user));
  defineRoute(app, routes.setCheckInReminder, ({ user, request, body }) =>
    service.setReminder(db, user, actorOf(request), body.local_time),
  );

  const events = eventsOf(db);
  events.on('chat.message.sent', async (e) => {
    await service.pushChatMessage(pushDeps, e);
  });
  events.on('alumni_notification.sent', async (e) => {
    await service.pushAlumniNotification(pushDeps, e);
  });
  events.on('assessment.reminders_due', async (e) => {
    await service.pushAssessmentReminders(pushDeps, e);
  });

  // Only a server that listens runs the scheduler (tests without a port call runScheduledPushes):
  // once at start (what came due while it was down), then every minute.
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    service.runScheduledPushes(pushDeps).catch((err: unknown) => {
      // Through the error serializer (http/logging.ts): a failed query's parameters stay out.
      app.log.error({ err }, 'scheduled pushes failed');
    });
  app.addHook('onListen', async () => {
    void tick();
    timer = setInterval(tick, TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
