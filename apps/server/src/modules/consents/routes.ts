import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Consent under 42 CFR Part 2 and the accounting of disclosures (issue 37). */
export const registerConsents: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;

  defineRoute(app, routes.patientConsents, ({ user, request }) =>
    service.myConsents(db, user, actorOf(request)),
  );
  defineRoute(app, routes.patientSignConsent, ({ user, request, body }) =>
    service.signMine(db, user, actorOf(request), body),
  );
  defineRoute(app, routes.patientRevokeConsent, ({ user, request, params }) =>
    service.revokeMine(db, user, actorOf(request), params.id),
  );
  defineRoute(app, routes.patientDisclosures, ({ user, request }) =>
    service.myDisclosures(db, user, actorOf(request)),
  );
  defineRoute(app, routes.listMembershipConsents, ({ user, request, params }) =>
    service.patientConsents(db, user, actorOf(request), params.id),
  );
  defineRoute(app, routes.recordPaperConsent, ({ user, request, params, body }) =>
    service.recordPaper(db, user, actorOf(request), params.id, body),
  );
  defineRoute(app, routes.listMembershipDisclosures, ({ user, request, params }) =>
    service.patientDisclosures(db, user, actorOf(request), params.id),
  );
  defineRoute(app, routes.listConsentTemplates, ({ user }) => service.templates(db, user));
  defineRoute(app, routes.createConsentTemplate, ({ user, request, body }) =>
    service.createTemplate(db, user, actorOf(request), body),
  );
};
