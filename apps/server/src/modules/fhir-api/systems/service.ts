import { type CreateFhirSystemBody, messages } from '@portal/contracts';
import { type Actor, audit } from '../../../audit/audit';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { fhirBase } from '../../../fhir/bundle';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { CurrentUser } from '../../../identity/current-user';
import { toFhirSystem } from './present';
import * as repo from './repository';
import { tokenUrl } from './token';

/**
 * The owners' side of SMART Backend Services: register a system, list them, disable one. Changes
 * are audited in their own transaction; the list holds no patient data (not audited, as the
 * center's other settings).
 */

function centerOf(user: CurrentUser): string {
  if (!user.centerId) throw forbidden();
  return user.centerId;
}

export async function listSystems(db: Db, config: Config, user: CurrentUser) {
  const rows = await repo.listSystems(db, centerOf(user));
  return {
    systems: rows.map(toFhirSystem),
    fhir_base: fhirBase(config.PUBLIC_URL),
    // With an external issuer, the system gets its token there (docs/operations.md).
    token_url: config.OIDC_ISSUER ? null : tokenUrl(config),
  };
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

export async function createSystem(
  db: Db,
  config: Config,
  user: CurrentUser,
  actor: Actor,
  body: CreateFhirSystemBody,
) {
  const centerId = centerOf(user);
  // The contract lets a loopback http address through for tests and laptops; a real server must not
  // fetch its own machine's addresses on an owner's say.
  if (
    body.jwks_url &&
    config.NODE_ENV === 'production' &&
    LOOPBACK.includes(new URL(body.jwks_url).hostname)
  ) {
    throw badRequest(messages.fhirSystemJwksUrlInvalid, [
      { field: 'jwks_url', message: messages.fhirSystemJwksUrlInvalid },
    ]);
  }
  const within = body.kind === 'within';
  return db.transaction(async (tx) => {
    const row = await repo.insertSystem(tx, {
      treatmentCenterId: centerId,
      name: body.name,
      jwksUrl: body.jwks_url ?? null,
      jwks: body.jwks ?? null,
      kind: body.kind,
      recipient: within ? null : body.recipient,
      purpose: within ? null : body.purpose,
      scopes: [...new Set(body.scopes)],
      createdBy: user.userId,
    });
    await audit(tx, actor, {
      action: 'fhir_system.create',
      resourceType: 'fhir_system',
      resourceId: row.id,
      outcome: 'success',
      detail: { kind: row.kind, scopes: row.scopes, keys: row.jwksUrl ? 'url' : 'pasted' },
    });
    return { system: toFhirSystem(row) };
  });
}

export async function disableSystem(db: Db, user: CurrentUser, actor: Actor, systemId: string) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    const found = await repo.findSystemForUpdate(tx, centerId, systemId);
    if (!found) throw notFound(messages.fhirSystemUnknown);
    if (found.status === 'disabled') throw conflict(messages.fhirSystemAlreadyDisabled);
    const row = await repo.disableSystem(tx, found.id, user.userId, new Date());
    await audit(tx, actor, {
      action: 'fhir_system.disable',
      resourceType: 'fhir_system',
      resourceId: row.id,
      outcome: 'success',
    });
    return { system: toFhirSystem(row) };
  });
}
