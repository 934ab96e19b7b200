import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { parseKey } from './keys';
import { type PresignedPut, type Storage, UPLOAD_URL_TTL_SECONDS } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …); path-style addressing is used with it. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where files are read publicly (CDN or bucket website); otherwise the server relays them. */
  publicBaseUrl?: string | undefined;
  /** The portal's own address, for relayed reads at /uploads/<key>. */
  serverUrl: string;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * S3-compatible storage: clients PUT straight to the bucket with a SigV4 presigned URL whose
 * signature covers the key, the Content-Type, the exact Content-Length and `If-None-Match: *`, so
 * S3 itself refuses another type or size, anything after the expiry, and (a conditional write)
 * any PUT once the key holds a file: a URL cannot overwrite what it uploaded. S3 does not look
 * inside the bytes: the content is checked when the key is attached (verifyUploadedImage).
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    // Path-style URLs: one upload origin per endpoint, known up front for the CSP.
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // No CRC of an empty body in the URL: the browser's body would not match it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = options.bucket;
  const publicBase = (options.publicBaseUrl ?? `${options.serverUrl.replace(/\/$/, '')}/uploads`).replace(
    /\/$/,
    '',
  );
  const uploadOrigin = options.endpoint
    ? new URL(options.endpoint).origin
    : `https://s3.${options.region}.amazonaws.com`;

  const checked = (key: string) => {
    if (!parseKey(key)) throw new Error('not a storage key');
    return key;
  };

  return {
    kind: 's3',
    uploadOrigin,
    async presignPut({ key, contentType, size, expiresInSeconds }): Promise<PresignedPut> {
      const expiresIn = Math.min(expiresInSeconds ?? UPLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS);
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: checked(key),
        ContentType: contentType,
        ContentLength: size,
        IfNoneMatch: '*',
      });
      const url = await getSignedUrl(client, command, {
        expiresIn,
        signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
      });
      return {
        url,
        key,
        headers: { 'Content-Type': contentType, 'If-None-Match': '*' },
        expiresAt: new Date(Date.now() + expiresIn * 1000),
        publicUrl: `${publicBase}/${key}`,
      };
    },
    publicUrl: (key) => `${publicBase}/${key}`,
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async readStart(key, bytes) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checked(key), Range: `bytes=0-${bytes - 1}` }),
        );
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async read(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
        if (!out.Body) return null;
        return {
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
          body: out.Body as Readable,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
  };
}
