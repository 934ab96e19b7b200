import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { requestLanguage } from '../../http/language';
import { patientOf, toPatientMembership } from '../../identity/patients';
import { eventsOf } from '../../infra/events/events';
import type { ModuleRegistrar } from '../registrar';
import * as appService from './app-service';
import * as service from './service';

/** Daily check-ins of the patient API, and the patient's own membership (what the app opens with). */
export const registerCheckIns: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  defineRoute(app, routes.patientMe, async ({ user }) => ({
    membership: toPatientMembership(await patientOf(db, user)),
  }));
  defineRoute(app, routes.patientCheckIn, async ({ user, request, body }) => {
    const result = await service.checkInToday(
      { db, realtime: deps.realtime },
      user,
      actorOf(request),
      body,
      requestLanguage(request),
    );
    // After commit: risk alerts evaluate the patient's check-ins (a failure there never fails this).
    await eventsOf(db).emit('check_in.recorded', { centerId: user.centerId as string, userId: user.userId });
    return result;
  });
  defineRoute(app, routes.patientCheckIns, ({ user, request, query }) =>
    service.myCheckIns(db, user, actorOf(request), query.limit),
  );
  defineRoute(app, routes.patientTodayCheckIn, ({ user, request }) =>
    appService.todayCheckIn(db, user, actorOf(request)),
  );
  defineRoute(app, routes.patientCheckInMessages, ({ user, request }) =>
    appService.checkInMessages(db, user, requestLanguage(request)),
  );
  defineRoute(app, routes.patientCalendar, ({ user, request, query }) =>
    appService.calendarMonth(db, user, actorOf(request), query.month),
  );
};
