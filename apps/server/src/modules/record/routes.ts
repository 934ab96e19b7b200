import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { fhirBase } from '../../fhir/bundle';
import { recordBundle } from '../../fhir/record-bundle';
import { defineRoute } from '../../http/define-route';
import { markLanguage, requestLanguage } from '../../http/language';
import type { ModuleRegistrar } from '../registrar';
import { DOCUMENT_CSP, recordDocument } from './document';
import * as service from './service';

/**
 * The patient's own record to download (issue 37, the right of access): a document to read and
 * print, and the same as FHIR R4. Files are named by date, not by the patient's name (downloads
 * folders are not private), and never cached.
 */
export const registerRecord: ModuleRegistrar = (app, { database: { db }, config }) => {
  const base = fhirBase(config.PUBLIC_URL);
  const day = () => new Date().toISOString().slice(0, 10);

  defineRoute(app, routes.patientRecord, async ({ user, request, reply }) => {
    const record = await service.myRecord(db, user, actorOf(request, user), 'html');
    const lang = requestLanguage(request);
    markLanguage(reply, lang);
    return (
      reply
        .type('text/html; charset=utf-8')
        // Its own policy: the API's `default-src 'none'` would block the document's style sheet.
        .header('content-security-policy', DOCUMENT_CSP)
        .header('content-disposition', `attachment; filename="health-record-${day()}.html"`)
        .header('cache-control', 'no-store')
        .send(recordDocument(record, lang))
    );
  });

  defineRoute(app, routes.patientRecordFhir, async ({ user, request, reply }) => {
    const record = await service.myRecord(db, user, actorOf(request, user), 'fhir');
    return reply
      .type('application/fhir+json; charset=utf-8')
      .header('content-disposition', `attachment; filename="health-record-${day()}.fhir.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(recordBundle(record, base)));
  });
};
