import type { ImageContentType, PresignedUpload } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Tx } from '../../db/client';
import { newKey, type Storage, type UploadPurpose } from '../../infra/storage/index';

/**
 * An upload URL for one image of the caller's center. The key is made here, under the caller's
 * center, so no one can presign over another center's files.
 */
export async function presignImage(
  deps: { db: Tx; storage: Storage },
  actor: Actor,
  input: { centerId: string; purpose: UploadPurpose; contentType: ImageContentType; size: number },
): Promise<PresignedUpload> {
  const key = newKey(input.centerId, input.purpose, input.contentType);
  const put = await deps.storage.presignPut({ key, contentType: input.contentType, size: input.size });
  await audit(deps.db, actor, {
    action: 'upload.presign',
    resourceType: 'upload',
    resourceId: key,
    outcome: 'success',
    detail: { purpose: input.purpose, contentType: input.contentType, size: input.size },
  });
  return {
    url: put.url,
    key: put.key,
    public_url: put.publicUrl,
    headers: put.headers,
    expires_at: put.expiresAt.toISOString(),
  };
}
