import { EVENT_IMAGE_MAX_BYTES } from './constants';
import { messages } from './messages';

// Apart from the schemas (no zod here): both apps' pickers check a chosen file with what is below.
export const imageContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The image type a file really is, read from its first bytes (its "magic number"), never from its
 * name or the type the client claims. Null for anything that is not one of the accepted images.
 * One function for both sides: the server refuses such an upload, the portal refuses to preview it.
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

/**
 * Why a chosen file cannot be an image upload, as the catalogue's sentence, or null when it can:
 * an accepted type, at most 10 MB, and first bytes that really are that image (a text file
 * renamed .png is refused here, before a broken preview, not at save). The server checks the
 * same bytes again; this only spares the user a failed save. Used by the portal and the patient app.
 */
export async function imageFileProblem(file: Blob): Promise<string | null> {
  const key = await imageFileProblemKey(file);
  return key && messages[key];
}

/** The same check, as the catalogue key of its sentence, for a screen that shows it in its own language. */
export async function imageFileProblemKey(
  file: Blob,
): Promise<'imageType' | 'imageTooLarge' | 'imageContentMismatch' | null> {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > EVENT_IMAGE_MAX_BYTES) return 'imageTooLarge';
  const start = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(start) === file.type ? null : 'imageContentMismatch';
}
