import { routes } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { CurrentUser } from '../../identity/current-user';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** A patient's calendar, daily and periodical reports (spec §7, decisions.md §4). */
export const registerReports: ModuleRegistrar = (app, { database: { db } }) => {
  const caller = ({ user, request }: { user: CurrentUser; request: FastifyRequest }) => ({
    user,
    actor: actorOf(request, user),
  });
  defineRoute(app, routes.calendarReport, (ctx) =>
    service.calendarReport(db, caller(ctx), ctx.params.id, ctx.query),
  );
  defineRoute(app, routes.dailyReport, (ctx) =>
    service.dailyReport(db, caller(ctx), ctx.params.id, ctx.query),
  );
  defineRoute(app, routes.periodicalReport, (ctx) =>
    service.periodicalReport(db, caller(ctx), ctx.params.id, ctx.query),
  );
};
