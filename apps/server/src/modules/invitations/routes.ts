import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { registerDevMailbox } from '../../infra/mail/dev-mailbox';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** E-mail invitations: invite a patient, send the invitation again; and the dev mailbox. */
export const registerInvitations: ModuleRegistrar = (app, deps) => {
  const invitations: service.InvitationDeps = {
    db: deps.database.db,
    mailer: deps.mailer,
    publicUrl: deps.config.PUBLIC_URL,
    log: app.log,
  };

  defineRoute(app, routes.invitePatient, ({ user, body, request }) =>
    service.invitePatient(invitations, user, actorOf(request), body),
  );

  defineRoute(app, routes.sendInvitationEmail, ({ user, params, request }) =>
    service.resendInvitation(invitations, user, actorOf(request), params.id),
  );

  if (deps.mailer.mode === 'outbox') registerDevMailbox(app, deps.database.db);
};
