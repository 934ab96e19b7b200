import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** The dashboard: figures, mood trend and latest check-ins of the caller's center. */
export const registerHome: ModuleRegistrar = (app, deps) => {
  const { db } = deps.database;
  defineRoute(app, routes.homeStats, ({ user, request }) =>
    service.homeStats({ db, user, actor: actorOf(request) }),
  );
  defineRoute(app, routes.homeMoodTrend, ({ user, request }) =>
    service.moodTrend({ db, user, actor: actorOf(request) }),
  );
  defineRoute(app, routes.homeRecentCheckIns, async ({ user, request, query }) => ({
    check_ins: await service.recentCheckIns({ db, user, actor: actorOf(request) }, query.limit),
  }));
};
