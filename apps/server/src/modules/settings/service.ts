import {
  type CenterSettings,
  DEFAULT_CHECK_IN_MESSAGES,
  type ProgramStartRule,
  type UpdateCenterSettingsBody,
  type UpdateUserSettingsBody,
  type UserSettings,
} from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { storedLanguage } from '../../http/language';
import type { CurrentUser } from '../../identity/current-user';
import * as repo from './repository';

export interface SettingsDeps {
  db: Db;
  config: Config;
}

type CenterBody = Required<Omit<UpdateCenterSettingsBody, 'default_language'>> &
  Pick<UpdateCenterSettingsBody, 'default_language'> & {
    default_tasks: { title: string; description: string; days: number[] }[];
  };
type UserBody = UpdateUserSettingsBody & { phone: string };

function presentCenter(timeZone: string, row: repo.CenterSettingsRow | undefined): CenterSettings {
  return {
    time_zone: timeZone,
    check_in_messages: row?.checkInMessages ?? [...DEFAULT_CHECK_IN_MESSAGES],
    default_tasks: row?.defaultTasks ?? [],
    program_start_rule: (row?.programStartRule ?? 'join_date') as ProgramStartRule,
    default_language: storedLanguage(row?.defaultLanguage) ?? 'en',
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** A center's default settings; a center that never saved them reads the defaults. */
export async function getCenterSettings(deps: SettingsDeps, user: CurrentUser): Promise<CenterSettings> {
  const centerId = user.centerId;
  const timeZone = centerId ? await repo.findCenterTimeZone(deps.db, centerId) : undefined;
  if (!centerId || !timeZone) throw notFound();
  return presentCenter(timeZone, await repo.findCenterSettings(deps.db, centerId));
}

export async function updateCenterSettings(
  deps: SettingsDeps,
  actor: Actor,
  user: CurrentUser,
  body: CenterBody,
): Promise<CenterSettings> {
  const centerId = user.centerId;
  if (!centerId) throw notFound();
  return deps.db.transaction(async (tx) => {
    const timeZone = await repo.findCenterTimeZone(tx, centerId);
    if (!timeZone) throw notFound();
    const before = presentCenter(timeZone, await repo.findCenterSettings(tx, centerId));
    if (body.time_zone !== timeZone) await repo.setCenterTimeZone(tx, centerId, body.time_zone);
    const row = await repo.saveCenterSettings(tx, centerId, user.userId, {
      checkInMessages: body.check_in_messages,
      defaultTasks: body.default_tasks,
      programStartRule: body.program_start_rule,
      // Absent: the stored one stays (a form that does not show it must not reset it).
      defaultLanguage: body.default_language ?? before.default_language,
    });
    const after = presentCenter(body.time_zone, row);
    const fields = (
      ['time_zone', 'check_in_messages', 'default_tasks', 'program_start_rule', 'default_language'] as const
    ).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    await audit(tx, actor, {
      action: 'center.settings_update',
      resourceType: 'treatment_center',
      resourceId: centerId,
      outcome: 'success',
      detail: { fields, default_tasks: body.default_tasks.length },
    });
    return after;
  });
}

function presentUser(
  deps: SettingsDeps,
  row: repo.UserRow,
  settings: repo.UserSettingsRow | undefined,
): UserSettings {
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    notification_emails: {
      contact_now: settings?.emailContactNow ?? true,
      unread_messages: settings?.emailUnreadMessages ?? false,
      risk_alerts: settings?.emailRiskAlerts ?? true,
    },
    language: storedLanguage(row.language),
    // The embedded issuer's page; an external provider runs its own password flow.
    password_change_url: deps.config.OIDC_ISSUER ? null : `${deps.config.PUBLIC_URL}/change-password`,
  };
}

/** The caller's own settings: always their own users row (no id is taken from the request). */
export async function getUserSettings(deps: SettingsDeps, user: CurrentUser): Promise<UserSettings> {
  const row = await repo.findUser(deps.db, user.userId);
  if (!row) throw notFound();
  return presentUser(deps, row, await repo.findUserSettings(deps.db, user.userId));
}

export async function updateUserSettings(
  deps: SettingsDeps,
  actor: Actor,
  user: CurrentUser,
  body: UserBody,
): Promise<UserSettings> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findUser(tx, user.userId);
    if (!before) throw notFound();
    const row = await repo.updateOwnProfile(tx, user.userId, {
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      ...(body.language ? { language: body.language } : {}),
    });
    const settings = await repo.saveUserSettings(tx, user.userId, {
      emailContactNow: body.notification_emails.contact_now,
      emailUnreadMessages: body.notification_emails.unread_messages,
      emailRiskAlerts: body.notification_emails.risk_alerts,
    });
    const fields = (['firstName', 'lastName', 'phone', 'language'] as const).filter(
      (k) => before[k] !== row[k],
    );
    await audit(tx, actor, {
      action: 'user.settings_update',
      resourceType: 'user',
      resourceId: user.userId,
      outcome: 'success',
      detail: { fields },
    });
    return presentUser(deps, row, settings);
  });
}
