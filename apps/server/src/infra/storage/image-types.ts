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

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The image type a file really is, read from its first bytes (its "magic number"), never from its
 * name or the type the client claims. Null for anything that is not one of the accepted images.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}
