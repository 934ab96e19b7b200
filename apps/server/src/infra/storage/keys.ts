import { randomUUID } from 'node:crypto';
import type { ScanContentType } from '@portal/contracts';
import { contentTypeOfExtension, extensionOf } from './image-types';

/**
 * What a stored file is for. The purpose is the second segment of its key. Files of a public
 * purpose are served to anyone holding the (unguessable) URL at /uploads/<key>, because <img>
 * cannot send a bearer token; files of any other purpose (chat attachments) are only readable
 * through `Storage.read` by a module that checks who asks: chat attachments, and the scans of
 * consents signed on paper (`consents`, the one purpose that takes PDF as well as images). The
 * files of a FHIR Bulk Data export (`fhir-export`) are NDJSON the server writes itself, never an
 * upload, read only through the export's authenticated file route (modules/fhir-api/bulk-*.ts).
 */
export const UPLOAD_PURPOSES = ['events', 'logo', 'chat', 'consents', 'fhir-export'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const PUBLIC_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['events', 'logo']);
/** Purposes whose files may be PDF documents; every other purpose holds images only. */
const PDF_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['consents']);

/** What an upload may be: an image, or (consent scans) a PDF. */
export type UploadContentType = ScanContentType;
/** A Bulk Data export file: FHIR NDJSON, of the purpose `fhir-export` only. */
export const NDJSON = 'application/fhir+ndjson';
export interface ParsedKey {
  centerId: string;
  purpose: UploadPurpose;
  id: string;
  contentType: UploadContentType | typeof NDJSON;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^(${UUID})/(${UPLOAD_PURPOSES.join('|')})/(${UUID})\\.([a-z]{3,6})$`);

/** A fresh key `<centerId>/<purpose>/<uuid>.<ext>`: namespaced by center, never reused. */
export function newKey(centerId: string, purpose: UploadPurpose, contentType: UploadContentType): string {
  return `${centerId}/${purpose}/${randomUUID()}.${extensionOf[contentType]}`;
}

/** The key of an export's file: `<centerId>/fhir-export/<id>.ndjson` (`id` a UUID). */
export const exportFileKey = (centerId: string, id: string) => `${centerId}/fhir-export/${id}.ndjson`;

/**
 * Reads a key back; null for anything that is not exactly a key `newKey` could have made (which
 * also rules out path traversal, since only uuids, a known purpose and a known extension pass).
 */
export function parseKey(key: string): ParsedKey | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, centerId, purpose, id, ext] = match as unknown as [string, string, UploadPurpose, string, string];
  // Export files are NDJSON and nothing else is: no upload can name an export's key, nor the reverse.
  if ((purpose === 'fhir-export') !== (ext === 'ndjson')) return null;
  if (ext === 'ndjson') return { centerId, purpose, id, contentType: NDJSON };
  const contentType = contentTypeOfExtension(ext);
  if (!contentType || (contentType === 'application/pdf' && !PDF_PURPOSES.has(purpose))) return null;
  return { centerId, purpose, id, contentType };
}

/**
 * Where the client's upload of a key waits until the server adopts it: a prefix no read path
 * serves (parseKey refuses it, so /uploads/<…> and /chat/files/<…> cannot name it). On S3 a public
 * base URL (S3_PUBLIC_URL) must not expose it either (docs/operations.md).
 */
export const UPLOAD_PREFIX = 'incoming/';
export const uploadKeyOf = (key: string) => `${UPLOAD_PREFIX}${key}`;
