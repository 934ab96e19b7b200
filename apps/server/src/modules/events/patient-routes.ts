import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { patientOf } from '../../identity/patients';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** The patient API's events: the upcoming alumni events of the patient's own center. */
export const registerEventPatientRoutes: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  defineRoute(app, routes.patientEvents, async ({ user, request, query }) => {
    const m = await patientOf(db, user);
    return service.listEvents(
      { db, storage: deps.storage, actor: actorOf(request), centerId: m.centerId, userId: user.userId },
      { when: 'upcoming', limit: query.limit, offset: query.offset },
    );
  });
};
