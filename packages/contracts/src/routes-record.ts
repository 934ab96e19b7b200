import { route } from './route';

/**
 * The patient's right of access (HIPAA 164.524, decisions §7; issue 37): their whole record as a
 * readable document and as FHIR R4. Not JSON in the table's sense: like the CSV export they declare
 * no response schema; the handler sends the document with its own content type (text/html,
 * application/fhir+json). Spread into the one route table (routes.ts).
 */
export const recordRoutes = {
  patientRecord: route({
    method: 'GET',
    path: '/patient/record',
    summary:
      'My whole record as a printable HTML document (profile, check-ins, assessments, tasks, messages, consents, disclosures), in my language',
    access: 'patient',
    success: 200,
  }),
  patientRecordFhir: route({
    method: 'GET',
    path: '/patient/record/fhir',
    summary: 'My whole record as a FHIR R4 Bundle of type collection (application/fhir+json)',
    access: 'patient',
    success: 200,
  }),
};
