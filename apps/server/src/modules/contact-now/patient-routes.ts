import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { patientOf } from '../../identity/patients';
import type { ModuleRegistrar } from '../registrar';
import { currentContactRequest } from './patient-current';
import { createContactRequest } from './service';

/** The patient API's "contact now": stored, then pushed live to the staff receiving calls. */
export const registerContactNowPatientRoutes: ModuleRegistrar = (app, deps) => {
  const ctx = { db: deps.database.db, realtime: deps.realtime };
  defineRoute(app, routes.patientContactNow, async ({ user, request, reply, body }) => {
    const m = await patientOf(ctx.db, user, { acting: true });
    const { request: created, created: isNew } = await createContactRequest(ctx, {
      centerId: m.centerId,
      membershipId: m.id,
      phone: body.phone_number ?? m.phoneNumber,
      actor: actorOf(request),
    });
    // One open request at a time: asking again creates nothing and answers with the open one.
    if (!isNew) reply.status(200);
    return {
      contact_request: {
        id: created.id,
        status: created.status,
        created_at: created.created_at,
        created: isNew,
      },
    };
  });
  defineRoute(app, routes.patientCurrentContactRequest, ({ user, request }) =>
    currentContactRequest(ctx.db, user, actorOf(request)),
  );
};
