import { randomUUID } from 'node:crypto';
import {
  type CreateConsentTemplateBody,
  messages,
  type PaperConsentBody,
  type ScanContentType,
  type SignConsentBody,
} from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import { centerDay } from '../../db/center-day';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import { adoptUploadedScan, parseKey, type Storage, scanAdoptionMessages } from '../../infra/storage/index';
import { presignUpload } from '../../infra/storage/presign';
import { DEFAULT_TEMPLATES } from './default-templates';
import { toConsent, toDisclosure, toTemplate } from './present';
import * as repo from './repository';
import { termsOf } from './terms';

/**
 * Consent under 42 CFR Part 2 (issue 37, decisions.md §7). A center's templates are versioned and
 * never changed; a signature freezes the template's terms into the consent; a revocation is recorded
 * once and ends the consent at once; disclosures are written by the exports through `activeConsentFor`
 * and `recordDisclosure`, in the export's own transaction.
 */

/** How far back the accounting of disclosures reaches (42 CFR 2.24, HIPAA 164.528: six years). */
const ACCOUNTING_YEARS = 6;

function centerOf(user: CurrentUser): string {
  if (!user.centerId) throw forbidden();
  return user.centerId;
}

async function todayOf(tx: Tx, centerId: string): Promise<string> {
  const day = await centerDay(tx, centerId, new Date());
  if (!day) throw notFound();
  return day.today;
}

/**
 * A center's first read of its templates seeds the product's defaults (version 1 of each). Lazily,
 * so centers made before this feature, by the wizard, the seed command or a test alike get them; the
 * unique key makes a concurrent first read harmless.
 */
export async function ensureTemplates(tx: Tx, centerId: string): Promise<void> {
  if (await repo.hasTemplates(tx, centerId)) return;
  await repo.insertTemplates(
    tx,
    DEFAULT_TEMPLATES.map((t) => ({
      treatmentCenterId: centerId,
      templateKey: t.template_key,
      kind: t.kind,
      version: 1,
      title: t.title,
      information: t.information,
      recipientKind: t.recipient_kind,
      recipient: t.recipient,
      purpose: t.purpose,
      expiryKind: t.expiry_kind,
      expiryDate: t.expiry_date ?? null,
      expiryEvent: t.expiry_event ?? null,
      redisclosure: t.redisclosure ?? null,
      revocation: t.revocation,
      active: t.active,
    })),
  );
}

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

type Signer = { id: string; firstName: string | null; lastName: string | null };

/**
 * Everything a signature must satisfy before anything is stored (issue 37's bad input): the
 * deliberate act, the current version of an active template of this center, the name on record,
 * an expiry the template's rule allows. Returns the template and the expiry date to store.
 */
async function checkSignature(
  tx: Tx,
  centerId: string,
  signer: Signer,
  body: SignConsentBody,
  today: string,
): Promise<{ template: repo.TemplateRow; expiresOn: string | null }> {
  if (body.agree !== true || body.full_name.trim() === '') {
    throw badRequest(messages.consentSignatureRequired, [
      ...(body.full_name.trim() === ''
        ? [{ field: 'full_name', message: messages.consentSignatureRequired }]
        : []),
      ...(body.agree !== true ? [{ field: 'agree', message: messages.consentSignatureRequired }] : []),
    ]);
  }
  const template = await repo.findTemplate(tx, centerId, body.template_id);
  if (!template?.active) throw notFound(messages.consentTemplateUnknown);
  const latest = await repo.latestVersion(tx, centerId, template.templateKey);
  if (latest?.id !== template.id || body.template_version !== template.version) {
    throw conflict(messages.consentTemplateChanged, [
      { field: 'template_version', message: messages.consentTemplateChanged },
    ]);
  }
  // One active consent per form and patient: a second signature while one holds adds nothing but
  // doubt about which one a disclosure relied on (the lock above orders two at once).
  if (await repo.activeOfTemplate(tx, centerId, signer.id, template.templateKey, today)) {
    throw conflict(messages.consentAlreadyActive, [
      { field: 'template_id', message: messages.consentAlreadyActive },
    ]);
  }
  const onRecord = `${signer.firstName ?? ''} ${signer.lastName ?? ''}`;
  if (normalName(body.full_name) !== normalName(onRecord)) {
    throw badRequest(messages.consentNameMismatch, [
      { field: 'full_name', message: messages.consentNameMismatch },
    ]);
  }
  return { template, expiresOn: checkExpiry(template, body.expires_on ?? null, today) };
}

function checkExpiry(t: repo.TemplateRow, expiresOn: string | null, today: string): string | null {
  const refuse = (message: string) => badRequest(message, [{ field: 'expires_on', message }]);
  if (t.expiryKind === 'until-revoked') {
    if (expiresOn) throw refuse(messages.consentExpiryNotAllowed);
    return null;
  }
  if (!expiresOn) {
    if (t.expiryKind === 'date') throw refuse(messages.consentExpiryRequired);
    return null;
  }
  if (expiresOn < today) throw refuse(messages.consentExpiryPast);
  if (t.expiryDate && expiresOn > t.expiryDate) throw refuse(messages.consentExpiryAfterLimit);
  return expiresOn;
}

/** The patient's consents and the current templates of the center they may sign. Audited. */
export async function myConsents(db: Db, user: CurrentUser, actor: Actor) {
  const result = await db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    await ensureTemplates(tx, m.centerId);
    const rows = await repo.listConsents(tx, m.centerId, m.id);
    const templates = (await repo.currentTemplates(tx, m.centerId)).filter((t) => t.active);
    const appUse = await repo.activeOfKind(tx, m.centerId, m.id, 'app-use', m.today);
    return {
      m,
      consents: rows.map((c) => toConsent(c, m.today, user.userId)),
      templates: templates.map((t) => ({ ...toTemplate(t, m.centerName), required: t.kind === 'app-use' })),
      app_use_signed: appUse,
    };
  });
  await auditRead(db, actor, {
    action: 'consent.list',
    resourceType: 'membership',
    resourceId: result.m.id,
    outcome: 'success',
    detail: { count: result.consents.length },
  });
  const { m: _m, ...body } = result;
  return body;
}

/** The patient signs the current version of a template in the app: typed name + agree. */
export async function signMine(db: Db, user: CurrentUser, actor: Actor, body: SignConsentBody) {
  return db.transaction(async (tx) => {
    // An inactive membership only reads (identity/patients.ts); signing is acting.
    const m = await patientOf(tx, user, { acting: true });
    const { template, expiresOn } = await checkSignature(tx, m.centerId, m, body, m.today);
    const row = await repo.insertConsent(tx, {
      treatmentCenterId: m.centerId,
      membershipId: m.id,
      templateId: template.id,
      templateKey: template.templateKey,
      templateVersion: template.version,
      kind: template.kind,
      snapshot: termsOf(template, m.centerName, expiresOn),
      signerName: body.full_name.trim(),
      signedAt: new Date(),
      signedVia: 'app',
      expiresOn,
    });
    await audit(tx, actor, {
      action: 'consent.sign',
      resourceType: 'consent',
      resourceId: row.id,
      outcome: 'success',
      detail: { membership_id: m.id, template_key: template.templateKey, version: template.version },
    });
    return { consent: toConsent(row, m.today, user.userId) };
  });
}

/** The patient revokes one of their consents: at once, recorded who and when. */
export async function revokeMine(db: Db, user: CurrentUser, actor: Actor, consentId: string) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    const c = await repo.findConsentForUpdate(tx, m.centerId, m.id, consentId);
    if (!c) throw notFound();
    if (c.revokedAt) throw conflict(messages.consentAlreadyRevoked);
    const row = await repo.revokeConsent(tx, c.id, user.userId, new Date());
    if (!row) throw conflict(messages.consentAlreadyRevoked);
    await audit(tx, actor, {
      action: 'consent.revoke',
      resourceType: 'consent',
      resourceId: row.id,
      outcome: 'success',
      detail: { membership_id: m.id, template_key: row.templateKey },
    });
    return { consent: toConsent(row, m.today, user.userId) };
  });
}

const accountingSince = (now = new Date()) => {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - ACCOUNTING_YEARS);
  return since;
};

/** The patient's own accounting of disclosures. Audited. */
export async function myDisclosures(db: Db, user: CurrentUser, actor: Actor) {
  const m = await patientOf(db, user);
  const rows = await repo.listDisclosures(db, m.centerId, m.id, accountingSince());
  await auditRead(db, actor, {
    action: 'disclosure.list',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { count: rows.length },
  });
  return { disclosures: rows.map(toDisclosure) };
}

/**
 * Staff read a patient's consents, with the center's forms that can be signed (a paper consent is
 * recorded on one): audited like a profile read; another center's patient is 404.
 */
export async function patientConsents(db: Db, user: CurrentUser, actor: Actor, membershipId: string) {
  const centerId = centerOf(user);
  const { rows, today, templates, userId } = await db.transaction(async (tx) => {
    const m = await repo.findMembership(tx, centerId, membershipId);
    if (!m) throw notFound();
    await ensureTemplates(tx, centerId);
    const name = (await repo.centerName(tx, centerId)) ?? '';
    const current = (await repo.currentTemplates(tx, centerId)).filter((t) => t.active);
    return {
      rows: await repo.listConsents(tx, centerId, membershipId),
      today: await todayOf(tx, centerId),
      templates: current.map((t) => toTemplate(t, name)),
      userId: m.userId,
    };
  });
  await auditRead(db, actor, {
    action: 'consent.list',
    resourceType: 'membership',
    resourceId: membershipId,
    outcome: 'success',
    detail: { count: rows.length },
  });
  return { consents: rows.map((c) => toConsent(c, today, userId)), templates };
}

/**
 * A scan must be an upload of this center's private `consents` purpose (a PDF or an image), really
 * uploaded and really what its key says: adoptUploadedScan stores it (images re-encoded) where only
 * `readScan` serves it.
 */
async function adoptScan(storage: Storage, centerId: string, key: string) {
  const parsed = parseKey(key);
  const refuse = (message: string) => badRequest(message, [{ field: 'scan_key', message }]);
  if (parsed?.centerId !== centerId || parsed.purpose !== 'consents') {
    throw refuse(messages.consentScanRequired);
  }
  const stored = await adoptUploadedScan(storage, key);
  if (typeof stored !== 'object') throw refuse(scanAdoptionMessages[stored]);
}

/** An upload URL for the scan of a paper consent of this center's patient (404 for another's). */
export async function presignScan(
  db: Db,
  storage: Storage,
  user: CurrentUser,
  actor: Actor,
  membershipId: string,
  query: { content_type: ScanContentType; size: number },
) {
  const centerId = centerOf(user);
  if (!(await repo.findMembership(db, centerId, membershipId))) throw notFound();
  return presignUpload(
    { db, storage },
    actor,
    { centerId, purpose: 'consents', contentType: query.content_type, size: query.size },
    { membership_id: membershipId },
  );
}

/**
 * The scan of a paper consent, for staff of the patient's center: 404 for anyone else (before any
 * audit row), audited as a read of the patient's record before a byte leaves.
 */
export async function readScan(
  db: Db,
  storage: Storage,
  user: CurrentUser,
  actor: Actor,
  membershipId: string,
  consentId: string,
) {
  const centerId = centerOf(user);
  const row = await repo.findConsent(db, centerId, membershipId, consentId);
  const parsed = row?.scanKey ? parseKey(row.scanKey) : null;
  if (!row?.scanKey || !parsed) throw notFound();
  const file = await storage.read(row.scanKey);
  if (!file) throw notFound();
  try {
    await auditRead(db, actor, {
      action: 'consent.scan_read',
      resourceType: 'membership',
      resourceId: membershipId,
      outcome: 'success',
      detail: { consent_id: consentId },
    });
  } catch (err) {
    file.body.destroy();
    throw err;
  }
  return { file, contentType: parsed.contentType, extension: row.scanKey.split('.').pop() ?? 'bin' };
}

/** Staff record a consent the patient signed on paper, with the scan's upload key. */
export async function recordPaper(
  db: Db,
  storage: Storage,
  user: CurrentUser,
  actor: Actor,
  membershipId: string,
  body: PaperConsentBody,
) {
  const centerId = centerOf(user);
  if (!(await repo.findMembership(db, centerId, membershipId))) throw notFound();
  // The scan is checked and stored before the transaction (re-encoding an image takes up to a
  // second, too long to hold PGlite's one connection); a refusal below leaves it stored under its
  // key, which a corrected retry with the same key takes as it is.
  await adoptScan(storage, centerId, body.scan_key);
  return db.transaction(async (tx) => {
    const m = await repo.findMembership(tx, centerId, membershipId);
    if (!m) throw notFound();
    const today = await todayOf(tx, centerId);
    const { template, expiresOn } = await checkSignature(tx, centerId, m, body, today);
    if (body.signed_on > today) {
      throw badRequest(messages.consentSignedDateFuture, [
        { field: 'signed_on', message: messages.consentSignedDateFuture },
      ]);
    }
    const name = (await repo.centerName(tx, centerId)) ?? '';
    const row = await repo.insertConsent(tx, {
      treatmentCenterId: centerId,
      membershipId,
      templateId: template.id,
      templateKey: template.templateKey,
      templateVersion: template.version,
      kind: template.kind,
      snapshot: termsOf(template, name, expiresOn),
      signerName: body.full_name.trim(),
      // The paper gives a date, not a time: noon UTC keeps it on that date in every US zone.
      signedAt: new Date(`${body.signed_on}T12:00:00Z`),
      signedVia: 'paper',
      scanKey: body.scan_key,
      recordedBy: user.userId,
      expiresOn,
    });
    await audit(tx, actor, {
      action: 'consent.record_paper',
      resourceType: 'consent',
      resourceId: row.id,
      outcome: 'success',
      detail: { membership_id: membershipId, template_key: template.templateKey, version: template.version },
    });
    return { consent: toConsent(row, today, m.userId) };
  });
}

/** Staff read a patient's accounting of disclosures. Audited. */
export async function patientDisclosures(db: Db, user: CurrentUser, actor: Actor, membershipId: string) {
  const centerId = centerOf(user);
  if (!(await repo.findMembership(db, centerId, membershipId))) throw notFound();
  const rows = await repo.listDisclosures(db, centerId, membershipId, accountingSince());
  await auditRead(db, actor, {
    action: 'disclosure.list',
    resourceType: 'membership',
    resourceId: membershipId,
    outcome: 'success',
    detail: { count: rows.length },
  });
  return { disclosures: rows.map(toDisclosure) };
}

/** Every version of every template of the owner's center (the center's texts, no patient data). */
export async function templates(db: Db, user: CurrentUser) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    await ensureTemplates(tx, centerId);
    const name = (await repo.centerName(tx, centerId)) ?? '';
    return { templates: (await repo.listTemplates(tx, centerId)).map((t) => toTemplate(t, name)) };
  });
}

function checkTemplate(body: CreateConsentTemplateBody, today: string) {
  const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);
  if (body.expiry_kind === 'until-revoked' && body.recipient_kind !== 'tpo') {
    throw refuse('expiry_kind', messages.consentUntilRevokedOnlyTpo);
  }
  if (body.expiry_kind === 'event' && !body.expiry_event) {
    throw refuse('expiry_event', messages.consentTemplateInvalid);
  }
  if (body.expiry_date && body.expiry_date < today) throw refuse('expiry_date', messages.consentExpiryPast);
  if (body.recipient_kind === 'tpo' && !body.redisclosure) {
    throw refuse('redisclosure', messages.consentRedisclosureRequired);
  }
}

/**
 * An owner's new template, or the next version of one (`template_key`): a new row every time, so a
 * consent signed on an older version keeps pointing at the text it froze. Versions of one key keep
 * their kind.
 */
export async function createTemplate(
  db: Db,
  user: CurrentUser,
  actor: Actor,
  body: CreateConsentTemplateBody,
) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    await ensureTemplates(tx, centerId);
    checkTemplate(body, await todayOf(tx, centerId));
    const key = body.template_key ?? `${body.kind}-${randomUUID().slice(0, 8)}`;
    const latest = body.template_key ? await repo.latestVersion(tx, centerId, key) : undefined;
    if (body.template_key && !latest) throw notFound(messages.consentTemplateUnknown);
    if (latest && latest.kind !== body.kind) {
      throw badRequest(messages.consentTemplateInvalid, [
        { field: 'kind', message: messages.consentTemplateInvalid },
      ]);
    }
    const [row] = await repo.insertTemplates(tx, [
      {
        treatmentCenterId: centerId,
        templateKey: key,
        kind: body.kind,
        version: (latest?.version ?? 0) + 1,
        title: body.title,
        information: body.information,
        recipientKind: body.recipient_kind,
        recipient: body.recipient,
        purpose: body.purpose,
        expiryKind: body.expiry_kind,
        expiryDate: body.expiry_date ?? null,
        expiryEvent: body.expiry_event ?? null,
        redisclosure: body.redisclosure ?? null,
        revocation: body.revocation,
        active: body.active,
        createdBy: user.userId,
      },
    ]);
    // The version is taken under the lock on the latest one; a new key is fresh.
    if (!row) throw conflict(messages.consentTemplateChanged);
    await audit(tx, actor, {
      action: 'consent_template.create',
      resourceType: 'consent_template',
      resourceId: row.id,
      outcome: 'success',
      detail: { template_key: key, version: row.version, kind: row.kind },
    });
    return { template: toTemplate(row, (await repo.centerName(tx, centerId)) ?? '') };
  });
}

/**
 * For the exports (FHIR, outcomes CSV, a record sent to a provider): the patient's active consent
 * covering this recipient (a template key, or the recipient as signed) and purpose (as signed), or
 * null: then the patient is left out. Call it in the export's transaction, then `recordDisclosure`.
 */
export async function activeConsentFor(
  tx: Tx,
  centerId: string,
  membershipId: string,
  recipient: string,
  purpose: string,
): Promise<repo.ConsentRow | null> {
  const today = await todayOf(tx, centerId);
  const [row] = await repo.coveringConsents(tx, centerId, membershipId, today, recipient, purpose);
  return row ?? null;
}

export interface DisclosureEntry {
  centerId: string;
  membershipId: string;
  consentId: string;
  recipient: string;
  /** What left: "FHIR Patient, Observation (PHQ-9)", "outcomes CSV row". No PHI. */
  what: string;
  purpose: string;
  /** The staff member who made it, or… */
  disclosedBy?: string | null;
  /** …the system that did ("fhir-api client <id>", "outcomes-export"). */
  system?: string | null;
}

/** Writes one entry of the accounting of disclosures, in the caller's transaction. */
export async function recordDisclosure(tx: Tx, entry: DisclosureEntry) {
  return repo.insertDisclosure(tx, {
    treatmentCenterId: entry.centerId,
    membershipId: entry.membershipId,
    consentId: entry.consentId,
    recipient: entry.recipient,
    what: entry.what,
    purpose: entry.purpose,
    disclosedBy: entry.disclosedBy ?? null,
    system: entry.system ?? null,
  });
}

/** Whether a patient holds an active consent to use the app (the joining gate; not enforced yet). */
export async function hasSignedAppUse(tx: Tx, membershipId: string): Promise<boolean> {
  const centerId = await repo.centerOfMembership(tx, membershipId);
  if (!centerId) return false;
  return repo.activeOfKind(tx, centerId, membershipId, 'app-use', await todayOf(tx, centerId));
}
