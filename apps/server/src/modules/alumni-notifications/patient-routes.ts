import { routes } from '@portal/contracts';
import { actorOf, audit } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { patientOf } from '../../identity/patients';
import type { ModuleRegistrar } from '../index';
import * as repo from './patient-repository';

/** The patient API's notifications: what the center's owners sent to this alumnus (stored push). */
export const registerAlumniNotificationPatientRoutes: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  defineRoute(app, routes.patientNotifications, ({ user, request, query }) =>
    db.transaction(async (tx) => {
      const m = await patientOf(tx, user);
      const { rows, total } = await repo.deliveriesOf(tx, m.centerId, m.id, query);
      await audit(tx, actorOf(request), {
        action: 'alumni_notification.list_mine',
        resourceType: 'membership',
        resourceId: m.id,
        outcome: 'success',
        detail: { count: rows.length },
      });
      return {
        notifications: rows.map((r) => ({
          id: r.id,
          message: r.message,
          sent_at: r.sentAt.toISOString(),
          read_at: r.readAt ? r.readAt.toISOString() : null,
        })),
        total,
      };
    }),
  );
};
