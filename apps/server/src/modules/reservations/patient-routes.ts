import { routes } from '@portal/contracts';
import { defineRoute } from '../../http/define-route';
import { registerDevSmsOutbox } from '../../infra/sms/dev-outbox';
import type { ModuleRegistrar } from '../registrar';
import { claimReservation } from './patient-service';
import { appLanguage, requestPhoneCode } from './phone-code';

/** Claiming a reserved membership: the mobile app's sign-up with the reserved phone number. */
export const registerReservationPatientRoutes: ModuleRegistrar = (app, deps) => {
  const claimDeps = { db: deps.database.db, identityAdmin: deps.identityAdmin };
  defineRoute(app, routes.claimReservation, ({ body, request }) =>
    claimReservation(claimDeps, { ip: request.ip, requestId: request.id }, body),
  );
  const codeDeps = { db: deps.database.db, sms: deps.sms };
  defineRoute(app, routes.requestPhoneCode, ({ body, request }) =>
    requestPhoneCode(
      codeDeps,
      { ip: request.ip, requestId: request.id },
      body,
      new Date(),
      appLanguage(request),
    ),
  );
  if (deps.sms.mode === 'outbox') registerDevSmsOutbox(app, deps.database.db);
};
