import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { markLanguage, requestLanguage } from '../../http/language';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** The center's Outcomes and its CSV exports (issue 39 §6), owners and staff of the path's center. */
export const registerOutcomes: ModuleRegistrar = (app, { database: { db } }) => {
  defineRoute(app, routes.getOutcomes, ({ user, request, query }) =>
    service.outcomes(db, { user, actor: actorOf(request), lang: requestLanguage(request) }, query),
  );
  defineRoute(app, routes.exportOutcomes, async ({ user, request, reply, query }) => {
    const lang = requestLanguage(request);
    const csv = await service.exportOutcomes(db, { user, actor: actorOf(request), lang }, query);
    const day = new Date().toISOString().slice(0, 10);
    markLanguage(reply, lang);
    // Named by kind and date: no patient's name in a downloads folder.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="outcomes-${query.kind}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
