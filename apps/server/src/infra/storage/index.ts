import path from 'node:path';
import { EVENT_IMAGE_MAX_BYTES, messages } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { loadRandomKeys } from '../../identity/keys';
import { SNIFF_BYTES, sniffImageType } from './image-types';
import { parseKey, type UploadPurpose } from './keys';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export { newKey, PUBLIC_PURPOSES, parseKey, type UploadPurpose } from './keys';
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
 * Checks that `key` may be attached to a record of `centerId`: a key presigned for this center and
 * purpose (keys are namespaced `<centerId>/<purpose>/…`, and only the server signs uploads), whose
 * file exists, is at most 10 MB and really is the image its key says (magic bytes). S3 does not
 * look inside what it stores, so a file that fails the content check is deleted here. Throws a 400
 * with `field` otherwise.
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
  const stored = await checkStoredImage(storage, input.key);
  if (stored === 'missing') throw refuse(messages.imageMissing);
  if (stored === 'too-large') throw refuse(messages.imageTooLarge);
  if (stored === 'not-the-image') throw refuse(messages.imageContentMismatch);
}

/**
 * What the stored file of `key` is: 'ok' when it exists, is at most 10 MB and its first bytes are
 * the image its key names. A file that fails is deleted: S3 stores whatever a signed PUT sends,
 * so this check, when a key is attached, is what holds there (docs/security.md).
 */
export async function checkStoredImage(
  storage: Storage,
  key: string,
): Promise<{ size: number } | 'missing' | 'too-large' | 'not-the-image'> {
  const parsed = parseKey(key);
  const info = parsed ? await storage.head(key) : null;
  if (!parsed || !info) return 'missing';
  if (info.size > EVENT_IMAGE_MAX_BYTES) {
    await storage.delete(key);
    return 'too-large';
  }
  const start = await storage.readStart(key, SNIFF_BYTES);
  if (!start || sniffImageType(start) !== parsed.contentType) {
    await storage.delete(key);
    return 'not-the-image';
  }
  return { size: info.size };
}
