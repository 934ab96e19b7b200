import type { AuditEvent } from '@medplum/fhirtypes';
import type { Disclosure } from '@portal/contracts';
import { metaOf, ref } from './systems';

const DCM = 'http://dicom.nema.org/resources/ontology/DCM';

/**
 * One entry of the accounting of disclosures as an AuditEvent (DICOM "Export"): what left, to whom,
 * why, when, and who made it (a staff member or a named system). The patient's own record lists
 * them because HIPAA 164.528 and 42 CFR 2.24 give the patient that accounting.
 */
export function toDisclosureEvent(d: Disclosure, patientId: string, centerId: string): AuditEvent {
  return {
    resourceType: 'AuditEvent',
    id: d.id,
    meta: metaOf(d.disclosed_at),
    type: { system: DCM, code: '110106', display: 'Export' },
    action: 'R',
    recorded: d.disclosed_at,
    outcome: '0',
    purposeOfEvent: [{ text: d.purpose }],
    agent: [
      // A staff member deleted since leaves neither: the agent stays, unnamed.
      d.disclosed_by
        ? { requestor: true, who: ref.practitioner(d.disclosed_by) }
        : d.system
          ? { requestor: true, who: { display: d.system } }
          : { requestor: true },
      { requestor: false, who: { display: d.recipient } },
    ],
    source: { observer: ref.organization(centerId) },
    entity: [{ what: ref.patient(patientId), description: d.what }],
  };
}
