import type { Readable } from 'node:stream';
import type { ScanContentType } from '@portal/contracts';

/** Longest life of an upload URL. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export interface PresignInput {
  /** A key from `newKey` (the caller's center is its first segment). */
  key: string;
  contentType: ScanContentType;
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

/** An upload as the client sent it, not yet taken into use. */
export interface PendingUpload {
  key: string;
  uploadedAt: Date;
}

/**
 * File storage: the one interface every feature uses for uploads (event images, center logo,
 * chat attachments). Keys come from `newKey` (keys.ts). Clients upload straight to `presignPut`'s
 * URL, which writes to a staging place of the key (`incoming/<key>`) that nothing serves; when a
 * feature takes the key into use, the server reads that upload, re-encodes it and writes the
 * result at the key itself (adoptUploadedImage), which is all that is ever served.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Origin the browser PUTs to when it is not the portal's own (for the CSP's connect-src). */
  readonly uploadOrigin: string | null;
  presignPut(input: PresignInput): Promise<PresignedPut>;
  /** URL the file of a public purpose is shown from. */
  publicUrl(key: string): string;
  /** Size and type of a stored (adopted) file, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** The whole stored (adopted) file as a stream, or null when there is none. */
  read(key: string): Promise<ReadObject | null>;
  /**
   * The bytes the client uploaded for `key`: null when there are none, 'too-large' (unread) when
   * there are more than `maxBytes`.
   */
  readUpload(key: string, maxBytes: number): Promise<Buffer | 'too-large' | null>;
  /** Stores the file of `key`; 'exists' (and nothing changed) when the key already holds one. */
  write(key: string, bytes: Buffer): Promise<'stored' | 'exists'>;
  /** Removes the client's upload of `key`, if any. */
  deleteUpload(key: string): Promise<void>;
  /** Uploads still waiting to be taken into use that arrived before `before`. */
  listUploads(before: Date): Promise<PendingUpload[]>;
  /** Removes the file and any upload of `key`; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}
