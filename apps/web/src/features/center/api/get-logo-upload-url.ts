import { type ImageContentType, type PresignedUpload, routes } from '@portal/contracts';
import { callOrThrow } from '../../../lib/http';

/** An upload URL and key for a new center logo (owners). */
export async function getLogoUploadUrl(
  contentType: ImageContentType,
  size: number,
): Promise<PresignedUpload> {
  return callOrThrow(routes.centerPresignedUrl, { query: { content_type: contentType, size } });
}
