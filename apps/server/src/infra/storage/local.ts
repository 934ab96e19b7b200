import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseKey, UPLOAD_PREFIX } from './keys';
import {
  type PendingUpload,
  type PresignedPut,
  type Storage,
  type StoredObject,
  UPLOAD_URL_TTL_SECONDS,
} from './storage';

/** Query parameters of a local upload URL. The content type travels in the PUT's own header. */
export const SIGNED_PARAMS = { expires: 'X-Expires', size: 'X-Size', signature: 'X-Signature' } as const;

export interface SignedPut {
  key: string;
  contentType: string;
  size: number;
  /** Unix seconds. */
  expires: number;
}

const payload = (p: SignedPut) =>
  ['v1', 'PUT', p.key, p.contentType.toLowerCase(), p.size, p.expires].join('\n');

/** The HMAC that binds one upload URL to its key, content type, size and expiry. */
export const signPut = (secret: string, p: SignedPut) =>
  createHmac('sha256', secret).update(payload(p)).digest('base64url');

export type PutCheck = { ok: true } | { ok: false; reason: 'expired' | 'signature' };

/**
 * Checks an upload against its URL: unexpired and signed by one of the server's keys (every key
 * is tried so the keys can be rotated) for exactly this key, content type and size.
 */
export function checkPut(
  secrets: readonly string[],
  p: SignedPut,
  signature: string,
  nowMs = Date.now(),
): PutCheck {
  // Compared as text, not decoded bytes: base64url's last character has spare bits, and a
  // signature spelled differently must not pass for the one we issued.
  const given = Buffer.from(signature, 'utf8');
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(signPut(secret, p), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return { ok: false, reason: 'signature' };
  if (p.expires * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true };
}

export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly secrets: readonly string[];
  /** Keeps the bytes of a PUT to an upload URL (what S3 does with them); refuses to replace any. */
  writeUpload(key: string, bytes: Buffer): Promise<'stored' | 'exists'>;
}

/**
 * The embedded storage: files under `<DATA_DIR>/uploads/<key>`, uploaded through the server's own
 * PUT /uploads/<key> with an HMAC-signed URL (the shared secret lives in the database so every
 * instance accepts every other's URLs; the folder must then be shared too). An upload lands in
 * `<DATA_DIR>/uploads/incoming/<key>` and only its re-encoded image ever reaches `<key>`.
 */
export function createLocalStorage(options: {
  root: string;
  publicUrl: string;
  secrets: string[];
}): LocalStorage {
  const { root, secrets } = options;
  const base = options.publicUrl.replace(/\/$/, '');
  if (!secrets[0]) throw new Error('local storage needs a signing secret');
  const signer = secrets[0];

  const fileOf = (key: string) => {
    if (!parseKey(key)) throw new Error('not a storage key');
    return path.join(root, ...key.split('/'));
  };
  const uploads = path.join(root, UPLOAD_PREFIX);
  const uploadFileOf = (key: string) => {
    if (!parseKey(key)) throw new Error('not a storage key');
    return path.join(uploads, ...key.split('/'));
  };
  const publicUrl = (key: string) => `${base}/uploads/${key}`;
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  async function head(key: string): Promise<StoredObject | null> {
    const parsed = parseKey(key);
    if (!parsed) return null;
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? { size: info.size, contentType: parsed.contentType } : null;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  const removeFile = (file: string) =>
    unlink(file).catch((err) => {
      if (!missing(err)) throw err;
    });

  async function writeOnce(file: string, bytes: Buffer): Promise<'stored' | 'exists'> {
    await mkdir(path.dirname(file), { recursive: true });
    // Write aside, then hard-link into place: readers never see half a file, and link() refuses
    // to replace a file that is already there.
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temp, bytes, { flag: 'wx' });
    try {
      await link(temp, file);
      return 'stored';
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw err;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  return {
    kind: 'local',
    uploadOrigin: null,
    secrets,
    async presignPut({ key, contentType, size, expiresInSeconds }): Promise<PresignedPut> {
      fileOf(key);
      const ttl = Math.min(expiresInSeconds ?? UPLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS);
      const expires = Math.floor(Date.now() / 1000) + ttl;
      const signature = signPut(signer, { key, contentType, size, expires });
      const query = new URLSearchParams({
        [SIGNED_PARAMS.expires]: String(expires),
        [SIGNED_PARAMS.size]: String(size),
        [SIGNED_PARAMS.signature]: signature,
      });
      return {
        url: `${base}/uploads/${key}?${query}`,
        key,
        headers: { 'Content-Type': contentType },
        expiresAt: new Date(expires * 1000),
        publicUrl: publicUrl(key),
      };
    },
    publicUrl,
    head,
    async readUpload(key, maxBytes) {
      if (!parseKey(key)) return null;
      try {
        const file = uploadFileOf(key);
        if ((await stat(file)).size > maxBytes) return 'too-large';
        return await readFile(file);
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async listUploads(before) {
      const found: PendingUpload[] = [];
      let names: string[];
      try {
        names = await readdir(uploads, { recursive: true });
      } catch (err) {
        if (missing(err)) return found;
        throw err;
      }
      for (const name of names) {
        const key = name.split(path.sep).join('/');
        if (!parseKey(key)) continue;
        const info = await stat(uploadFileOf(key)).catch(() => null);
        if (info?.isFile() && info.mtime < before) found.push({ key, uploadedAt: info.mtime });
      }
      return found;
    },
    async read(key) {
      const info = await head(key);
      if (!info) return null;
      return { ...info, body: createReadStream(fileOf(key)) };
    },
    async deleteUpload(key) {
      if (parseKey(key)) await removeFile(uploadFileOf(key));
    },
    async delete(key) {
      if (!parseKey(key)) return;
      await removeFile(fileOf(key));
      await removeFile(uploadFileOf(key));
    },
    write: (key, bytes) => writeOnce(fileOf(key), bytes),
    writeUpload: (key, bytes) => writeOnce(uploadFileOf(key), bytes),
  };
}
