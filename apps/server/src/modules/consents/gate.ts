import { messages, type RouteName, routes } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { hooksOf } from '../../http/route-hooks';
import type { ModuleRegistrar } from '../registrar';
import { callerHasAppUse } from './repository';

/**
 * What a patient may call without a signed app-use consent (docs/decisions/consents.md, "The app
 * gate"): who they are, the consents themselves (to read, sign and revoke), their rights of access
 * (the accounting of disclosures, who viewed their record), asking the center to call them (a patient
 * who declines can still reach the center), sign-out, the account (password, deletion) and stopping
 * push. Everything else under /patient, and chat, is closed until they sign.
 */
const EXEMPT: RouteName[] = [
  'patientMe',
  'patientConsents',
  'patientSignConsent',
  'patientRevokeConsent',
  'patientDisclosures',
  'patientAccessHistory',
  'patientContactNow',
  'patientCurrentContactRequest',
  'patientSignOut',
  'patientChangePassword',
  'patientDeleteAccount',
  'pushUnsubscribe',
  // The patient's own record (HIPAA's right of access) is not a use of the app.
  'patientRecord',
  'patientRecordFhir',
];

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const exemptKeys = (): Set<string> =>
  new Set(EXEMPT.map((name) => keyOf(routes[name].method, routes[name].path)));

export const appUseRequired = () =>
  new HttpError(403, messages.consentAppUseRequired, [
    { field: 'consent', message: messages.consentAppUseRequired },
  ]);

/**
 * The app gate, on the server: every patient route but the exempt ones, and every chat route called
 * with a patient token, answers 403 `consentAppUseRequired` unless the caller holds an active app-use
 * consent; the chat socket refuses such a patient likewise. One hook added to each route as it is registered (so this registrar runs before the
 * modules whose routes it guards), after authentication (its onRequest hook is added first) and
 * before validation: a gated call learns nothing from its body's checks.
 */
export const registerConsentGate: ModuleRegistrar = (app, deps) => {
  const db = deps.database.db;
  const exempt = exemptKeys();

  // The chat's live socket too: a patient without the consent cannot connect (a chat token issued
  // before a revocation is refused here); the revocation itself drops their open sockets (routes.ts).
  deps.realtime.addAdmission(async (identity) => {
    if (!identity.roles.includes('patient')) return;
    if (!(await callerHasAppUse(db, identity.userId, identity.centerId))) throw appUseRequired();
  });

  const gate = async (request: FastifyRequest) => {
    const user = request.currentUser;
    if (!user?.isPatient || !user.centerId) return;
    if (await callerHasAppUse(db, user.userId, user.centerId)) return;
    throw appUseRequired();
  };

  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: string; routePath?: string } | undefined;
    const path = config?.routePath;
    if (!path) return;
    const gated = (config.access === 'patient' && path.startsWith('/patient/')) || config.access === 'chat';
    if (!gated) return;
    for (const method of hooksOf(route.method)) {
      if (exempt.has(keyOf(method, path))) return;
    }
    route.onRequest = [...hooksOf(route.onRequest), gate];
  });
};
