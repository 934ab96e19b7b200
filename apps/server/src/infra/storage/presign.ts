import type { PresignedUpload } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Tx } from '../../db/client';
import { newKey, type UploadContentType, type UploadPurpose } from './keys';
import type { Storage } from './storage';

/**
 * An upload URL for one file (an image; a PDF for consent scans) of the caller's center. The key is
 * made here, under the caller's center, so no one can presign over another center's files.
 * `detail` adds ids to the audit row (the patient a scan is for).
 */
export async function presignUpload(
  deps: { db: Tx; storage: Storage },
  actor: Actor,
  input: { centerId: string; purpose: UploadPurpose; contentType: UploadContentType; size: number },
  detail: Record<string, string> = {},
): Promise<PresignedUpload> {
  const key = newKey(input.centerId, input.purpose, input.contentType);
  const put = await deps.storage.presignPut({ key, contentType: input.contentType, size: input.size });
  await audit(deps.db, actor, {
    action: 'upload.presign',
    resourceType: 'upload',
    resourceId: key,
    outcome: 'success',
    detail: { purpose: input.purpose, contentType: input.contentType, size: input.size, ...detail },
  });
  return {
    url: put.url,
    key: put.key,
    public_url: put.publicUrl,
    headers: put.headers,
    expires_at: put.expiresAt.toISOString(),
  };
}
