import type { Consent, Disclosure, StaffAssessment } from '@portal/contracts';
import { type ChatUserRow, findUsers, listChannels, listMessages, listReplies } from '../chat/repository';
import { centerDay } from '../db/center-day';
import type { Db, Tx } from '../db/client';
import { toStaffAssessment } from '../modules/assessments/present';
import { listOfMembership } from '../modules/assessments/repository';
import { findCenter, listStaff } from '../modules/centers/repository';
import { latestCheckIns } from '../modules/check-ins/repository';
import { toConsent, toDisclosure } from '../modules/consents/present';
import { listConsents, listDisclosures } from '../modules/consents/repository';
import { findMembership } from '../modules/patients/repository';
import { type CompletionRow, completionsOf } from '../modules/tasks/patient-repository';
import type { MessageSource } from './communication';
import type { CheckInSource } from './mood';
import type { CenterSource } from './organization';
import type { PatientSource } from './patient';

/**
 * A patient's whole record, read through the modules' own repositories and presenters (no SQL
 * here): what the right-of-access download shows (modules/record) and what issue 40's FHIR server
 * maps per resource. Every read names the center and the membership.
 */

/** Bounds that keep one download within seconds; a patient of ten years stays far below them. */
export const RECORD_LIMITS = {
  checkIns: 20_000,
  tasksDone: 50_000,
  channels: 100,
  messages: 20_000,
} as const;

export interface RecordMessage extends MessageSource {
  channelId: string;
  /** The sender's users row. */
  userId: string;
}

export interface RecordPerson {
  id: string;
  firstName: string;
  lastName: string;
  isPatient: boolean;
  active: boolean;
  /** Known for the center's staff; the chat's rows of experts and support carry none. */
  updatedAt?: Date;
}

export interface RecordChannel {
  id: string;
  /** The other member: a staff member, an expert or support. */
  counterpartId: string;
  messages: RecordMessage[];
}

export interface PatientRecord {
  patient: PatientSource & { userId: string | null; firstDay: string | null; createdAt: Date };
  center: CenterSource & { timeZone: string };
  /** The center's local day the record was read on. */
  today: string;
  checkIns: CheckInSource[];
  /** Every assessment occasion (due, completed, missed), newest due date first. */
  assessments: StaffAssessment[];
  tasksDone: CompletionRow[];
  channels: RecordChannel[];
  /** Everyone who wrote in the channels or made a disclosure, by users id. */
  people: Map<string, RecordPerson>;
  consents: Consent[];
  disclosures: Disclosure[];
}

const personOf = (u: ChatUserRow, updatedAt: Date | undefined): RecordPerson => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  isPatient: u.isPatient,
  active: u.active,
  ...(updatedAt ? { updatedAt } : {}),
});

async function peopleOf(tx: Tx, centerId: string, ids: string[]): Promise<Map<string, RecordPerson>> {
  const users = await findUsers(tx, ids);
  const staffUpdated = new Map((await listStaff(tx, centerId)).map((s) => [s.id, s.updatedAt]));
  return new Map(users.map((u) => [u.id, personOf(u, staffUpdated.get(u.id))]));
}

async function channelsOf(tx: Tx, centerId: string, userId: string | null): Promise<RecordChannel[]> {
  if (!userId) return [];
  const { rows } = await listChannels(
    tx,
    { centerId, memberOf: userId },
    { limit: RECORD_LIMITS.channels, offset: 0 },
  );
  const channels: RecordChannel[] = [];
  for (const channel of rows) {
    const { rows: top } = await listMessages(tx, channel.id, { limit: RECORD_LIMITS.messages });
    const withReplies = [];
    for (const m of top) {
      withReplies.push(m);
      if (m.replyCount > 0) withReplies.push(...(await listReplies(tx, m.id)));
    }
    channels.push({
      id: channel.id,
      counterpartId: channel.memberLow === userId ? channel.memberHigh : channel.memberLow,
      // A deleted message keeps its place in the chat, not its content: nothing of it to give.
      messages: withReplies
        .filter((m) => m.status !== 'deleted')
        .map((m) => ({
          id: m.id,
          channelId: m.channelId,
          userId: m.userId,
          parentId: m.parentId,
          text: m.text,
          attachments: m.attachments.map((a) => ({ name: a.name, type: a.type })),
          createdAt: m.createdAt,
          editedAt: m.editedAt,
        })),
    });
  }
  return channels;
}

/**
 * Reads one patient's record in one read-only REPEATABLE READ transaction, so every part is of the
 * same moment. Undefined when the membership is not of that center. Not audited here: the caller
 * writes the access row (outside the transaction, audit.md).
 */
export async function readPatientRecord(
  db: Db,
  centerId: string,
  membershipId: string,
  now = new Date(),
): Promise<PatientRecord | undefined> {
  return db.transaction(
    async (tx) => {
      const m = await findMembership(tx, centerId, membershipId);
      const center = await findCenter(tx, centerId);
      const day = await centerDay(tx, centerId, now);
      if (!m || !center || !day) return undefined;
      const channels = await channelsOf(tx, centerId, m.userId);
      // Every disclosure held (the accounting owes six years; the patient may see all of them).
      const disclosures = (await listDisclosures(tx, centerId, membershipId, new Date(0))).map(toDisclosure);
      const people = await peopleOf(tx, centerId, [
        ...channels.flatMap((c) => [c.counterpartId, ...c.messages.map((x) => x.userId)]),
        ...disclosures.flatMap((d) => (d.disclosed_by ? [d.disclosed_by] : [])),
      ]);
      return {
        patient: {
          id: m.id,
          centerId,
          centerName: center.name,
          status: m.status as PatientSource['status'],
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
          phoneNumber: m.phoneNumber,
          updatedAt: m.updatedAt,
          userId: m.userId,
          firstDay: m.firstDay,
          createdAt: m.createdAt,
        },
        center: { id: center.id, name: center.name, createdAt: center.createdAt, timeZone: center.timeZone },
        today: day.today,
        checkIns: await latestCheckIns(tx, centerId, membershipId, RECORD_LIMITS.checkIns),
        assessments: (await listOfMembership(tx, centerId, membershipId)).map((r) =>
          toStaffAssessment(r.assessment, r.response),
        ),
        tasksDone: await completionsOf(tx, centerId, membershipId, RECORD_LIMITS.tasksDone),
        channels,
        people,
        consents: (await listConsents(tx, centerId, membershipId)).map((c) =>
          toConsent(c, day.today, m.userId),
        ),
        disclosures,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
