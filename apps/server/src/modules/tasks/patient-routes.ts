import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../index';
import * as service from './patient-service';

/** The patient API's tasks: today's list with done flags, and marking one done. */
export const registerTaskPatientRoutes: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  defineRoute(app, routes.patientTasks, ({ user }) => service.myTasks(db, user));
  defineRoute(app, routes.patientTaskDone, ({ user, request, params }) =>
    service.markMyTaskDone(db, user, actorOf(request), params.id),
  );
};
