import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Owners' view of who opened a patient's records, its CSV export (issue 12), and the patient's own (issue 37). */
export const registerAccessHistory: ModuleRegistrar = (app, { database: { db } }) => {
  defineRoute(app, routes.getAccessHistory, ({ user, request, params, query }) =>
    service.accessHistory(db, { user, actor: actorOf(request, user) }, params.id, query.page),
  );
  defineRoute(app, routes.patientAccessHistory, ({ user, request, query }) =>
    service.myAccessHistory(db, { user, actor: actorOf(request, user) }, query.page),
  );
  defineRoute(app, routes.exportAccessHistory, async ({ user, request, reply, params }) => {
    const csv = await service.exportAccessHistory(db, { user, actor: actorOf(request, user) }, params.id);
    const day = new Date().toISOString().slice(0, 10);
    // Named by record id and date, not by the patient's name: downloads folders are not private.
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="access-history-${params.id.slice(0, 8)}-${day}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
