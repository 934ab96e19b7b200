import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Owners manage their center's staff members (spec §5, §7). */
export const registerStaff: ModuleRegistrar = (app, deps) => {
  const staff: service.StaffDeps = { db: deps.database.db, identityAdmin: deps.identityAdmin, log: app.log };

  defineRoute(app, routes.addStaffMember, async ({ user, body, request }) => ({
    staff_member: await service.addStaffMember(staff, actorOf(request), user, body),
  }));

  defineRoute(app, routes.updateStaffMember, async ({ user, params, body, request }) => ({
    staff_member: await service.updateStaffMember(staff, actorOf(request), user, params.staffId, body),
  }));
};
