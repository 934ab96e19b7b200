import path from 'node:path';
import { EVENT_IMAGE_MAX_BYTES, messages } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { loadRandomKeys } from '../../identity/keys';
import { sniffScanType } from './image-types';
import { parseKey, type UploadPurpose } from './keys';
import { createLocalStorage } from './local';
import { reencodeImage } from './reencode';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export { newKey, PUBLIC_PURPOSES, parseKey, type UploadContentType, type UploadPurpose } from './keys';
export type { PresignedPut, Storage, StoredObject } from './storage';

/** S3-compatible storage when S3_BUCKET is set, the local folder DATA_DIR/uploads otherwise. */
export async function createStorage(config: Config, db: Db): Promise<Storage> {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicBaseUrl: config.S3_PUBLIC_URL,
      serverUrl: config.PUBLIC_URL,
    });
  }
  return createLocalStorage({
    root: path.join(config.DATA_DIR, 'uploads'),
    publicUrl: config.PUBLIC_URL,
    secrets: await loadRandomKeys(db, 'storage-hmac-keys'),
  });
}

/**
 * Takes `key` into use for a record of `centerId`: a key presigned for this center and purpose
 * (keys are namespaced `<centerId>/<purpose>/…`, and only the server signs uploads) whose upload
 * is at most 10 MB and decodes as the image its key says; its re-encoded image is stored
 * (adoptUploadedImage). Throws a 400 with `field` otherwise.
 */
export async function verifyUploadedImage(
  storage: Storage,
  input: { key: string; centerId: string; purpose: UploadPurpose; field: string },
): Promise<void> {
  const parsed = parseKey(input.key);
  const refuse = (message: string) => badRequest(message, [{ field: input.field, message }]);
  if (!parsed || parsed.centerId !== input.centerId || parsed.purpose !== input.purpose) {
    throw refuse(messages.imageMissing);
  }
  const stored = await adoptUploadedImage(storage, input.key);
  if (typeof stored !== 'object') throw refuse(adoptionMessages[stored]);
}

/** The catalogue's sentence for each reason an upload cannot be taken into use. */
export const adoptionMessages = {
  missing: messages.imageMissing,
  'too-large': messages.imageTooLarge,
  'not-the-image': messages.imageContentMismatch,
  'too-many-pixels': messages.imageTooManyPixels,
} as const;

/**
 * Makes the client's upload of `key` the stored file of `key`: reads it (at most 10 MB), decodes
 * it and stores the re-encoded image (reencodeImage: no trailing bytes, no metadata), then removes
 * the upload, so what is served is never what the client sent. An upload that fails is deleted.
 * A key adopted before (a second message with the same attachment) answers its stored size.
 * Uploads land in a staging place nothing serves (keys.ts, UPLOAD_PREFIX), on S3 as on the local
 * folder, so this is the one door from an upload to a served file (docs/security.md).
 */
export async function adoptUploadedImage(
  storage: Storage,
  key: string,
): Promise<{ size: number } | keyof typeof adoptionMessages> {
  const parsed = parseKey(key);
  if (!parsed) return 'missing';
  const type = parsed.contentType;
  // PDF keys exist only for consent scans (keys.ts), which adopt through adoptUploadedScan; NDJSON
  // keys only for the server's own export files, never an upload.
  if (type === 'application/pdf' || type === 'application/fhir+ndjson') return 'not-the-image';
  return adoptUpload(storage, key, (upload) => reencodeImage(upload, type));
}

/** The catalogue's sentence for each reason a consent scan cannot be taken into use. */
export const scanAdoptionMessages = {
  missing: messages.consentScanRequired,
  'too-large': messages.consentScanTooLarge,
  'not-the-image': messages.consentScanContentMismatch,
  'too-many-pixels': messages.imageTooManyPixels,
} as const satisfies Record<keyof typeof adoptionMessages, string>;

/**
 * The scan of a consent signed on paper: an image is re-encoded like every image; a PDF is stored
 * as sent once its first bytes are `%PDF-` (there is no PDF re-encoder here: a PDF is only ever
 * served to the center's staff through an authenticated route, as a download, never at /uploads).
 */
export async function adoptUploadedScan(
  storage: Storage,
  key: string,
): Promise<{ size: number } | keyof typeof adoptionMessages> {
  const parsed = parseKey(key);
  if (!parsed) return 'missing';
  if (parsed.contentType !== 'application/pdf') return adoptUploadedImage(storage, key);
  return adoptUpload(storage, key, async (upload) =>
    sniffScanType(upload) === 'application/pdf' ? upload : 'not-the-image',
  );
}

/**
 * The one door from an upload to a stored file: reads the upload (at most 10 MB), turns it into
 * the bytes to store (`accept`: re-encoded, or checked), writes them at the key and removes the
 * upload. An upload refused is deleted. A key adopted before answers its stored size; of two
 * requests adopting one key at once, the first write wins and both answer its size.
 */
async function adoptUpload(
  storage: Storage,
  key: string,
  accept: (upload: Buffer) => Promise<Buffer | 'not-the-image' | 'too-many-pixels'>,
): Promise<{ size: number } | keyof typeof adoptionMessages> {
  const upload = await storage.readUpload(key, EVENT_IMAGE_MAX_BYTES);
  if (upload === null) {
    const stored = await storage.head(key);
    return stored ? { size: stored.size } : 'missing';
  }
  const bytes = upload === 'too-large' ? upload : await accept(upload);
  if (typeof bytes === 'string') {
    await storage.deleteUpload(key);
    return bytes;
  }
  if ((await storage.write(key, bytes)) === 'exists') {
    await storage.deleteUpload(key);
    const stored = await storage.head(key);
    return stored ? { size: stored.size } : 'missing';
  }
  await storage.deleteUpload(key);
  return { size: bytes.length };
}
