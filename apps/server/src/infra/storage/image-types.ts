import type { ImageContentType } from '@portal/contracts';

/** File extension of each accepted image type; a key's extension names its type. */
export const extensionOf: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const contentTypeOfExtension = (ext: string): ImageContentType | null =>
  (Object.entries(extensionOf).find(([, e]) => e === ext)?.[0] as ImageContentType | undefined) ?? null;

// The content check is shared with the portal, which refuses to preview such a file.
export { sniffImageType } from '@portal/contracts';
