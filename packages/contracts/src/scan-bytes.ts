import { EVENT_IMAGE_MAX_BYTES } from './constants';
import { imageContentTypes, SNIFF_BYTES, sniffImageType } from './image-bytes';

/**
 * The scan of a consent signed on paper: a PDF or one of the accepted images. Only the consents
 * upload purpose takes PDF (docs/decisions/consents.md); no zod here, the portal's picker uses it.
 */
export const scanContentTypes = [...imageContentTypes, 'application/pdf'] as const;
export type ScanContentType = (typeof scanContentTypes)[number];

/** Largest scan: the same 10 MB as every upload (the storage's PUT refuses more). */
export const CONSENT_SCAN_MAX_BYTES = EVENT_IMAGE_MAX_BYTES;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** What a scan really is by its first bytes (never its name or claimed type); null for anything else. */
export function sniffScanType(bytes: Uint8Array): ScanContentType | null {
  if (bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return sniffImageType(bytes);
}

/**
 * Why a chosen file cannot be a consent scan, as the catalogue key of its sentence (the portal shows
 * it in the staff member's language), or null when it can. The server checks the bytes again.
 */
export async function scanFileProblem(
  file: Blob,
): Promise<'consentScanType' | 'consentScanTooLarge' | 'consentScanContentMismatch' | null> {
  if (!(scanContentTypes as readonly string[]).includes(file.type)) return 'consentScanType';
  if (file.size > CONSENT_SCAN_MAX_BYTES) return 'consentScanTooLarge';
  const start = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffScanType(start) === file.type ? null : 'consentScanContentMismatch';
}
