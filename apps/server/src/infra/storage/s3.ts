import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { parseKey, UPLOAD_PREFIX, uploadKeyOf } from './keys';
import { type PendingUpload, type PresignedPut, type Storage, UPLOAD_URL_TTL_SECONDS } from './storage';

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
const isTaken = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'PreconditionFailed' || err.$metadata.httpStatusCode === 412);

/**
 * S3-compatible storage: clients PUT straight to the bucket with a SigV4 presigned URL whose
 * signature covers the key, the Content-Type, the exact Content-Length and `If-None-Match: *`, so
 * S3 itself refuses another type or size, anything after the expiry, and (a conditional write)
 * any PUT once the key holds a file: a URL cannot overwrite what it uploaded. The URL writes to
 * `incoming/<key>`, which nothing serves; S3 does not look inside the bytes, so the server reads
 * them when the key is taken into use and writes the re-encoded image at `<key>`
 * (adoptUploadedImage).
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
        Key: uploadKeyOf(checked(key)),
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
    async readUpload(key, maxBytes) {
      const Key = uploadKeyOf(checked(key));
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        if ((head.ContentLength ?? 0) > maxBytes) return 'too-large';
        // The range keeps to the limit even if the object changed between the two requests.
        const out = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key, Range: `bytes=0-${maxBytes}` }),
        );
        const bytes = out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
        return bytes.length > maxBytes ? 'too-large' : bytes;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async write(key, bytes) {
      const contentType = parseKey(checked(key))?.contentType;
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            IfNoneMatch: '*',
          }),
        );
        return 'stored';
      } catch (err) {
        if (isTaken(err)) return 'exists';
        throw err;
      }
    },
    async deleteUpload(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: uploadKeyOf(checked(key)) }));
    },
    async listUploads(before) {
      const found: PendingUpload[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: UPLOAD_PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(UPLOAD_PREFIX.length) ?? '';
          if (parseKey(key) && object.LastModified && object.LastModified < before)
            found.push({ key, uploadedAt: object.LastModified });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
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
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: uploadKeyOf(key) }));
    },
  };
}
