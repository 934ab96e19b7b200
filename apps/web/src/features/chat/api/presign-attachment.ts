import { type ImageContentType, routes } from '@portal/contracts';
import { callOrThrow } from '../../../lib/http';
import { uploadToPresignedUrl } from '../../../lib/upload';

/** Uploads one image for a message of this conversation; resolves with its storage key. */
export async function uploadAttachment(channelId: string, file: File): Promise<string> {
  const presigned = await callOrThrow(routes.presignChatAttachment, {
    params: { id: channelId },
    query: { content_type: file.type as ImageContentType, size: file.size },
  });
  await uploadToPresignedUrl(presigned, file);
  return presigned.key;
}
