import { type LanguageCode, messages } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import * as repo from './repository';

/**
 * The patient sets their own language (the app's switch on the welcome and Account screens): the
 * server's answers to them, and the e-mails, SMS and pushes it sends them, follow it from the next
 * call. Any membership may (an inactive one still reads the app). Audited without anything else.
 */
export async function setMyLanguage(db: Db, user: CurrentUser, actor: Actor, language: LanguageCode) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    await repo.setUserLanguage(tx, user.userId, language);
    await audit(tx, actor, {
      action: 'user.language_update',
      resourceType: 'membership',
      resourceId: m.id,
      outcome: 'success',
      detail: { language },
    });
    return { language, message: messages.languageSaved };
  });
}
