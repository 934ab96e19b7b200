import type {
  Communication,
  CommunicationPayload,
  Patient,
  Practitioner,
  Reference,
} from '@medplum/fhirtypes';
import { metaOf } from './systems';

/** The patient or a staff member. */
export type Party = Reference<Patient | Practitioner>;

export interface MessageSource {
  id: string;
  parentId: string | null;
  text: string;
  attachments: { name: string; type: string }[];
  createdAt: Date;
  editedAt: Date | null;
}

/**
 * A chat message between the patient and the center as a Communication: who sent it and to whom
 * (Patient and Practitioner references), when, its text, and its files by name and type. A file's
 * bytes are not in the record: storage URLs expire, and the app shows the files in the chat.
 */
export function toCommunication(
  m: MessageSource,
  parties: { patient: Reference<Patient>; sender: Party; recipient: Party },
): Communication {
  const payload: CommunicationPayload[] = [];
  if (m.text) payload.push({ contentString: m.text });
  for (const a of m.attachments) payload.push({ contentAttachment: { contentType: a.type, title: a.name } });
  return {
    resourceType: 'Communication',
    id: m.id,
    meta: metaOf(m.editedAt ?? m.createdAt),
    status: 'completed',
    subject: parties.patient,
    sent: m.createdAt.toISOString(),
    sender: parties.sender,
    recipient: [parties.recipient],
    ...(m.parentId ? { inResponseTo: [{ reference: `Communication/${m.parentId}` }] } : {}),
    ...(payload.length ? { payload } : {}),
  };
}
