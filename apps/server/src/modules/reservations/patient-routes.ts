import { routes } from '@portal/contracts';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../index';
import { claimReservation } from './patient-service';

/** Claiming a reserved membership: the mobile app's sign-up with the reserved phone number. */
export const registerReservationPatientRoutes: ModuleRegistrar = (app, deps) => {
  const claimDeps = { db: deps.database.db, identityAdmin: deps.identityAdmin };
  defineRoute(app, routes.claimReservation, ({ body, request }) =>
    claimReservation(claimDeps, { ip: request.ip, requestId: request.id }, body),
  );
};
