import type { Expert, TreatmentCenter, UpdateCenterBody } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { IdentityAdmin } from '../../identity/admin/index';
import { type CurrentUser, isExpertOrSupport, isStaff, toUserId } from '../../identity/current-user';
import { toStaffMember } from '../../identity/staff-members';
import * as repo from './repository';

export interface CentersDeps {
  db: Db;
  config: Config;
  identityAdmin: IdentityAdmin;
  /** URL the logo of a stored key is shown from. */
  logoUrl: (key: string) => string | null;
  /** Refuses (400) a key that is not an uploaded image of this center's logo purpose. */
  verifyLogo: (key: string, centerId: string) => Promise<void>;
  /** Removes a replaced logo's file. */
  deleteLogo: (key: string) => Promise<void>;
  log?: { warn: (obj: object, msg: string) => void };
}

async function present(
  deps: CentersDeps,
  tx: Tx,
  center: repo.CenterRow,
  withStaff: boolean,
): Promise<TreatmentCenter> {
  const staff = withStaff ? await repo.listStaff(tx, center.id) : [];
  return {
    id: center.id,
    name: center.name,
    logo_key: center.logoKey,
    logo_url: center.logoKey ? deps.logoUrl(center.logoKey) : null,
    time_zone: center.timeZone,
    phone: center.phone,
    wizard: center.wizard,
    staff_members: staff.map(toStaffMember),
    created_at: center.createdAt.toISOString(),
  };
}

/** The centers the caller belongs to: one, or none for a user without a center. */
export async function listCenters(deps: CentersDeps, user: CurrentUser): Promise<TreatmentCenter[]> {
  if (!user.centerId) return [];
  const center = await repo.findCenter(deps.db, user.centerId);
  if (!center) return [];
  // The team sees its staff list (chat needs it); a patient sees only the center itself.
  return [await present(deps, deps.db, center, isStaff(user) || isExpertOrSupport(user))];
}

export async function getCenter(deps: CentersDeps, user: CurrentUser): Promise<TreatmentCenter> {
  const center = user.centerId ? await repo.findCenter(deps.db, user.centerId) : undefined;
  if (!center) throw notFound();
  return present(deps, deps.db, center, true);
}

export async function updateCenter(
  deps: CentersDeps,
  actor: Actor,
  user: CurrentUser,
  body: UpdateCenterBody,
): Promise<TreatmentCenter> {
  const centerId = user.centerId;
  if (!centerId) throw notFound();
  let replacedLogo: string | null = null;
  const center = await deps.db.transaction(async (tx) => {
    const before = await repo.findCenter(tx, centerId);
    if (!before) throw notFound();
    const patch: repo.CenterPatch = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.time_zone !== undefined) patch.timeZone = body.time_zone;
    if (body.phone !== undefined) patch.phone = body.phone;
    if (body.logo_key !== undefined && body.logo_key !== before.logoKey) {
      if (body.logo_key !== null) await deps.verifyLogo(body.logo_key, centerId);
      patch.logoKey = body.logo_key;
      replacedLogo = before.logoKey;
    }
    const after = await repo.updateCenter(tx, centerId, patch);
    if (!after) throw notFound();
    const changed = (Object.keys(patch) as (keyof repo.CenterPatch)[]).filter((k) => before[k] !== after[k]);
    await audit(tx, actor, {
      action: 'center.update',
      resourceType: 'treatment_center',
      resourceId: centerId,
      outcome: 'success',
      detail: { fields: changed },
    });
    return present(deps, tx, after, true);
  });
  // The old file goes only once the new key is committed; a failure leaves an orphan, not a hole.
  if (replacedLogo) {
    await deps
      .deleteLogo(replacedLogo)
      .catch((err: unknown) => deps.log?.warn({ err }, 'old logo not deleted'));
  }
  return center;
}

/**
 * Ends the setup wizard: the flag is cleared on the center and its users (the embedded issuer reads
 * it from the users row for the next token; an external provider gets it in app_metadata), and the
 * default tasks chosen in the wizard become the center's daily tasks if it has none.
 */
export async function finishInitConfig(
  deps: CentersDeps,
  actor: Actor,
  user: CurrentUser,
): Promise<TreatmentCenter> {
  const centerId = user.centerId;
  if (!centerId) throw notFound();
  return deps.db.transaction(async (tx) => {
    const center = await repo.findCenter(tx, centerId);
    if (!center) throw notFound();
    const subjects = await repo.clearWizard(tx, centerId);
    const tasksCreated = center.wizard ? await repo.createTasksFromDefaults(tx, centerId) : 0;
    for (const subject of subjects) await deps.identityAdmin.updateMetadata(subject, { wizard: false });
    await audit(tx, actor, {
      action: 'center.wizard_finish',
      resourceType: 'treatment_center',
      resourceId: centerId,
      outcome: 'success',
      detail: { was_in_wizard: center.wizard, users_cleared: subjects.length, tasks_created: tasksCreated },
    });
    const after = await repo.findCenter(tx, centerId);
    if (!after) throw notFound();
    return present(deps, tx, after, true);
  });
}

/** The experts and support the center's patients and staff can talk to (spec §3, §6). */
export async function listExperts(deps: CentersDeps, user: CurrentUser): Promise<Expert[]> {
  if (!user.centerId) return [];
  const fixed = [deps.config.SUPPORT_USER_SUBJECT, deps.config.EXPERT_USER_SUBJECT];
  const rows = await repo.listExperts(deps.db, user.centerId, fixed);
  return rows.map((row) => ({
    external_id: toUserId(row.subject),
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    is_support: row.isSupport,
    is_expert: row.isExpert,
    platform: fixed.includes(row.subject),
  }));
}
