import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** The contact-now queue for staff. Requests are created by the patient API (`createContactRequest`). */
export const registerContactNow: ModuleRegistrar = (app, deps) => {
  const ctx = { db: deps.database.db, realtime: deps.realtime };
  // Staff access guarantees a center on both routes.
  defineRoute(app, routes.listContactRequests, ({ user, request, query }) =>
    service.listRequests(ctx, actorOf(request), user.centerId as string, query),
  );
  defineRoute(app, routes.handleContactRequest, async ({ user, request, params }) => ({
    contact_request: await service.handleRequest(
      ctx,
      actorOf(request),
      { centerId: user.centerId as string, userId: user.userId },
      params.id,
    ),
  }));
};
