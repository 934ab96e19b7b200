import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import { defineRoute } from '../../http/define-route';
import { patientOf } from '../../identity/patients';
import type { ModuleRegistrar } from '../registrar';
import * as repo from './patient-repository';

/** The patient API's notifications: what the center's owners sent to this alumnus (stored push). */
export const registerAlumniNotificationPatientRoutes: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  defineRoute(app, routes.patientNotifications, async ({ user, request, query }) => {
    const m = await patientOf(db, user);
    const { rows, total } = await repo.deliveriesOf(db, m.centerId, m.id, query);
    // Group-committed: durable before the answer leaves (audit/group-commit.ts).
    await auditRead(db, actorOf(request), {
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
  });
};
