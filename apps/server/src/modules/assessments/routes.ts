import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { eventsOf } from '../../infra/events/events';
import type { ModuleRegistrar } from '../registrar';
import { sweepAssessments } from './materialize';
import * as plan from './plan';
import * as service from './service';

/** How often the sweep claims occasions that came due and marks past-window ones missed. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Standardized assessments (issue 39): the patient's own, a patient's for staff, the center's plan
 * (staff read it, owners set it; the path's center is the caller's, checked at authentication), and a sweep every
 * minute (unref'd, stopped when the app closes) so occasions are owed and missed on time even for
 * patients who never open the app.
 */
export const registerAssessments: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  const ctx: service.AssessmentsCtx = { db, events: eventsOf(db) };

  defineRoute(app, routes.patientAssessments, ({ user, request }) =>
    service.myAssessments(db, user, actorOf(request)),
  );
  defineRoute(app, routes.patientAssessment, ({ user, request, params, query }) =>
    service.myAssessment(db, user, actorOf(request), params.id, query.lang),
  );
  defineRoute(app, routes.submitAssessment, async ({ user, request, reply, params, body }) => {
    const { result, created } = await service.submitResponse(ctx, user, actorOf(request), params.id, body);
    if (!created) reply.status(200);
    return result;
  });
  defineRoute(app, routes.listPatientAssessments, ({ user, request, params }) =>
    service.patientAssessments(db, user, actorOf(request), params.id),
  );
  defineRoute(app, routes.assignAssessment, ({ user, request, params, body }) =>
    service.assignNow(db, user, actorOf(request), params.id, body.instrument_id),
  );

  defineRoute(app, routes.getAssessmentPlan, ({ user }) => plan.getPlan(db, user.centerId as string));
  defineRoute(app, routes.updateAssessmentPlan, ({ user, request, body }) =>
    plan.updatePlan(db, actorOf(request), { centerId: user.centerId as string, userId: user.userId }, body),
  );

  let running = false;
  // Each center's occasions are claimed once per local day by this instance (materialize.ts).
  const claimedDays = new Map<string, string>();
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepAssessments(db, new Date(), claimedDays)
      // The error serializer (http/logging.ts) keeps a failed query's parameters out of the log.
      .catch((err) => app.log.error({ err }, 'assessment sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
