import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import { setMyLanguage } from './language';
import { changeMyPassword, deleteMyAccount } from './service';

/** The patient's own account in the app: change the password, delete the account, the language. */
export const registerPatientAccount: ModuleRegistrar = (app, deps) => {
  const accountDeps = { db: deps.database.db, identityAdmin: deps.identityAdmin };
  defineRoute(app, routes.patientChangePassword, ({ user, request, body }) =>
    changeMyPassword(accountDeps, user, actorOf(request), body),
  );
  defineRoute(app, routes.patientDeleteAccount, ({ user, request, body }) =>
    deleteMyAccount(accountDeps, user, actorOf(request), body.password),
  );
  defineRoute(app, routes.patientSetLanguage, ({ user, request, body }) =>
    setMyLanguage(accountDeps.db, user, actorOf(request), body.language),
  );
};
