import { type ImageContentType, imageContentTypes, type PresignedUpload, routes } from '@portal/contracts';
import { callOrThrow } from '../../../lib/http';
import { uploadToPresignedUrl } from '../../../lib/upload';

export const isImageType = (type: string): type is ImageContentType =>
  (imageContentTypes as readonly string[]).includes(type);

/** Asks the API for an upload URL for this image, then PUTs the file there. Returns its key. */
export async function uploadEventImage(file: File): Promise<PresignedUpload> {
  if (!isImageType(file.type)) throw new Error(`not an accepted image type: ${file.type}`);
  const upload = await callOrThrow(routes.eventPresignedUrl, {
    query: { content_type: file.type, size: file.size },
  });
  await uploadToPresignedUrl(upload, file);
  return upload;
}
