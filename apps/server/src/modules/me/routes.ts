import { routes } from '@portal/contracts';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';

/** The current user as the portal needs it after sign-in: roles from the token, name from the account. */
export const registerMe: ModuleRegistrar = (app) => {
  defineRoute(app, routes.me, async ({ user }) => ({
    user: {
      id: user.id,
      subject: user.subject,
      email: user.email,
      name: user.name,
      image: null,
      is_expert: user.isExpert,
      is_support: user.isSupport,
      is_owner: user.isOwner,
      is_patient: user.isPatient,
      wizard: user.wizard,
      treatment_center_id: user.centerId,
      language: user.language ?? null,
    },
  }));
};
