import type { Readable } from 'node:stream';
import type { ImageContentType } from '@portal/contracts';

/** Longest life of an upload URL. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export interface PresignInput {
  /** A key from `newKey` (the caller's center is its first segment). */
  key: string;
  contentType: ImageContentType;
  /** Exact size of the file in bytes; the upload must have this length. */
  size: number;
  /** Defaults to, and is capped at, UPLOAD_URL_TTL_SECONDS. */
  expiresInSeconds?: number;
}

export interface PresignedPut {
  /** Where the client PUTs the bytes. */
  url: string;
  key: string;
  /** Headers the PUT must carry exactly as given (they are part of the signature). */
  headers: Record<string, string>;
  expiresAt: Date;
  /** Where the file will be readable once uploaded. */
  publicUrl: string;
}

export interface StoredObject {
  size: number;
  contentType: string;
}

export interface ReadObject extends StoredObject {
  body: Readable;
}

/**
 * File storage: the one interface every feature uses for uploads (event images, center logo,
 * chat attachments). Clients upload straight to `presignPut`'s URL; the server never relays the
 * bytes of an S3 upload. Keys come from `newKey` (keys.ts).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Origin the browser PUTs to when it is not the portal's own (for the CSP's connect-src). */
  readonly uploadOrigin: string | null;
  presignPut(input: PresignInput): Promise<PresignedPut>;
  /** URL the file of a public purpose is shown from. */
  publicUrl(key: string): string;
  /** Size and type of a stored file, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** The file's first `bytes` bytes (for checking what it really is), or null when there is none. */
  readStart(key: string, bytes: number): Promise<Buffer | null>;
  /** The whole file as a stream, or null when there is none. */
  read(key: string): Promise<ReadObject | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}
