import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './patient-service';

/** The patient API's tasks: today's list with done flags, marking one done, and taking it back. */
export const registerTaskPatientRoutes: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  const ctx = { db, realtime: deps.realtime };
  defineRoute(app, routes.patientTasks, ({ user }) => service.myTasks(db, user));
  defineRoute(app, routes.patientTaskDone, ({ user, request, params }) =>
    service.markMyTaskDone(ctx, user, actorOf(request), params.id),
  );
  defineRoute(app, routes.patientTaskUndone, ({ user, request, params }) =>
    service.markMyTaskUndone(ctx, user, actorOf(request), params.id),
  );
};
