import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { eventsOf } from '../../infra/events/events';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** How often the sweep looks for silence and unanswered contact-now requests. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Risk alerts: the staff routes, the reactions to committed check-ins and first-day moves (event
 * bus), to flagged assessment responses (inside their transaction), and a sweep every minute
 * (unref'd, stopped when the app closes).
 */
export const registerAlerts: ModuleRegistrar = (app, deps) => {
  const ctx: service.AlertsCtx = { db: deps.database.db, realtime: deps.realtime };
  // Staff and owner access guarantee a center.
  const caller = (u: { centerId: string | null; userId: string }) => ({
    centerId: u.centerId as string,
    userId: u.userId,
  });

  defineRoute(app, routes.listAlerts, ({ user, request, query }) =>
    service.listAlerts(ctx, actorOf(request), user.centerId as string, query),
  );
  defineRoute(app, routes.acknowledgeAlert, async ({ user, request, params }) => ({
    alert: await service.acknowledgeAlert(ctx, actorOf(request), caller(user), params.id),
  }));
  defineRoute(app, routes.resolveAlert, async ({ user, request, params, body }) => ({
    alert: await service.resolveAlert(ctx, actorOf(request), caller(user), params.id, body.note),
  }));
  defineRoute(app, routes.getAlertSettings, ({ user }) => service.getSettings(ctx, user.centerId as string));
  defineRoute(app, routes.updateAlertSettings, ({ user, request, body }) =>
    service.updateSettings(ctx, actorOf(request), caller(user), body),
  );

  const events = eventsOf(deps.database.db);
  const offs = [
    events.on('check_in.recorded', (e) => service.onCheckIn(ctx, e)),
    events.on('membership.first_day_changed', (e) => service.onFirstDayChanged(ctx, e)),
    // Inside the response's own transaction: a stored response always has its alert.
    events.within.on('assessment.flagged', (tx, e) => service.onAssessmentFlagged(ctx, tx, e)),
  ];

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    service
      .sweepAlerts(ctx)
      // The error serializer (http/logging.ts) keeps a failed query's parameters out of the log.
      .catch((err) => app.log.error({ err }, 'alert sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const off of offs) off();
  });
};
