import { routes } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { CurrentUser } from '../../identity/current-user';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Patients: list and search, profile, status, removal, assistance records (spec §7 /v3/memberships). */
export const registerPatients: ModuleRegistrar = (app, { database: { db } }) => {
  const caller = ({ user, request }: { user: CurrentUser; request: FastifyRequest }) => ({
    user,
    actor: actorOf(request, user),
  });
  defineRoute(app, routes.listMemberships, (ctx) => service.listMemberships(db, caller(ctx), ctx.query));
  defineRoute(app, routes.getMembership, (ctx) => service.getMembership(db, caller(ctx), ctx.params.id));
  defineRoute(app, routes.updateMembership, (ctx) =>
    service.updateMembership(db, caller(ctx), ctx.params.id, ctx.body),
  );
  defineRoute(app, routes.updateMembershipStatus, (ctx) =>
    service.updateStatus(db, caller(ctx), ctx.params.id, ctx.body.status),
  );
  defineRoute(app, routes.destroyMembership, async (ctx) => {
    await service.destroyMembership(db, caller(ctx), ctx.params.id);
    return undefined;
  });
  defineRoute(app, routes.addAssistanceRecord, (ctx) =>
    service.addAssistanceRecord(db, caller(ctx), ctx.params.id, ctx.body),
  );
};
