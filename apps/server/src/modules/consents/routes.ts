import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Consent under 42 CFR Part 2 and the accounting of disclosures (issue 37). */
export const registerConsents: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  const { storage } = deps;

  defineRoute(app, routes.patientConsents, ({ user, request }) =>
    service.myConsents(db, user, actorOf(request)),
  );
  defineRoute(app, routes.patientSignConsent, ({ user, request, body }) =>
    service.signMine(db, user, actorOf(request), body),
  );
  defineRoute(app, routes.patientRevokeConsent, async ({ user, request, params }) => {
    const revoked = await service.revokeMine(db, user, actorOf(request), params.id);
    // Revoking the app-use consent closes the app at once, the live chat included: the patient's
    // open sockets drop on every instance (a reconnect is refused by the gate's socket check).
    if (revoked.consent.kind === 'app-use') deps.realtime.disconnectUser(user.userId);
    return revoked;
  });
  defineRoute(app, routes.patientDisclosures, ({ user, request }) =>
    service.myDisclosures(db, user, actorOf(request)),
  );
  defineRoute(app, routes.listMembershipConsents, ({ user, request, params }) =>
    service.patientConsents(db, user, actorOf(request), params.id),
  );
  defineRoute(app, routes.recordPaperConsent, ({ user, request, params, body }) =>
    service.recordPaper(db, storage, user, actorOf(request), params.id, body),
  );
  defineRoute(app, routes.presignConsentScan, ({ user, request, params, query }) =>
    service.presignScan(db, storage, user, actorOf(request), params.id, query),
  );
  defineRoute(app, routes.getConsentScan, async ({ user, request, reply, params }) => {
    const scan = await service.readScan(db, storage, user, actorOf(request), params.id, params.consent_id);
    // A download, never shown inline: a PDF is stored as the center sent it. Named by record id,
    // not the patient's name (downloads folders are not private).
    return reply
      .header('content-type', scan.contentType)
      .header('content-length', String(scan.file.size))
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `attachment; filename="consent-scan-${params.consent_id.slice(0, 8)}.${scan.extension}"`,
      )
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .send(scan.file.body);
  });
  defineRoute(app, routes.listMembershipDisclosures, ({ user, request, params }) =>
    service.patientDisclosures(db, user, actorOf(request), params.id),
  );
  defineRoute(app, routes.listConsentTemplates, ({ user }) => service.templates(db, user));
  defineRoute(app, routes.createConsentTemplate, ({ user, request, body }) =>
    service.createTemplate(db, user, actorOf(request), body),
  );
};
