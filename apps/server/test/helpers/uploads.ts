import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestServer } from './server';

/**
 * A real 1×1 PNG, as the server re-encodes it (uploads are re-encoded when attached: this one
 * comes back byte for byte, so tests can compare what is served with what was sent).
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWP4z8DwHwAFAAH/q842iQAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1×1 JPEG, also as the server re-encodes it. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);

/** A fresh folder for a test server's DATA_DIR (its uploads land there). */
export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-uploads-'));

/** Path and query of an absolute URL, for `inject`. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export interface Presigned {
  url: string;
  key: string;
  public_url: string;
  headers: Record<string, string>;
  expires_at: string;
}

/** Asks for an upload URL as `auth` would (events by default). */
export async function presign(
  server: TestServer,
  auth: Record<string, string>,
  options: { contentType?: string; size: number; route?: 'events' | 'logo' },
): Promise<Presigned> {
  const base = options.route === 'logo' ? '/v3/treatment_centers' : '/v3/alumni_events';
  const res = await server.app.inject({
    method: 'GET',
    url: `${base}/get_presigned_url`,
    query: { content_type: options.contentType ?? 'image/png', size: String(options.size) },
    headers: auth,
  });
  if (res.statusCode !== 200) throw new Error(`presign answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** PUTs bytes to an upload URL the way the portal does. */
export const put = (server: TestServer, url: string, body: Buffer, contentType = 'image/png') =>
  server.app.inject({
    method: 'PUT',
    url: pathOf(url),
    headers: { 'content-type': contentType },
    payload: body,
  });

/** Presigns and uploads an image; returns the key. */
export async function uploadImage(
  server: TestServer,
  auth: Record<string, string>,
  bytes: Buffer = PNG,
  contentType = 'image/png',
): Promise<Presigned> {
  const p = await presign(server, auth, { contentType, size: bytes.length });
  const res = await put(server, p.url, bytes, contentType);
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return p;
}

/** A small but real PDF (its first bytes are `%PDF-`), for consent scans. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** Presigns the scan of a paper consent for a patient and uploads `bytes`; returns the upload. */
export async function uploadScan(
  server: TestServer,
  auth: Record<string, string>,
  membershipId: string,
  bytes: Buffer = PDF,
  contentType = 'application/pdf',
): Promise<Presigned> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/v3/memberships/${membershipId}/consents/scan_presigned_url`,
    query: { content_type: contentType, size: String(bytes.length) },
    headers: auth,
  });
  if (res.statusCode !== 200) throw new Error(`scan presign answered ${res.statusCode}: ${res.body}`);
  const p: Presigned = res.json();
  const stored = await put(server, p.url, bytes, contentType);
  if (stored.statusCode !== 200) throw new Error(`scan upload answered ${stored.statusCode}: ${stored.body}`);
  return p;
}
