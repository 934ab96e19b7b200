import type { users } from '../db/schema/index';
import type { IdentityMetadata } from './verifier';

type UserRow = typeof users.$inferSelect;

/** The identity metadata claim the embedded issuer puts in a user's access token (spec §3). */
export function metadataFor(user: UserRow): IdentityMetadata {
  return {
    treatment_center_id: user.treatmentCenterId,
    is_owner: user.isOwner,
    support: user.isSupport,
    is_expert: user.isExpert,
    wizard: user.wizard,
    patient: user.isPatient,
  };
}
