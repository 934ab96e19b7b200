import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3';

const KEY = '11111111-1111-4111-8111-111111111111/events/22222222-2222-4222-8222-222222222222.png';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * An independent check of an AWS Signature V4 presigned PUT (the algorithm as AWS documents it,
 * not the SDK's code): true when `signature` is what S3 computes for a PUT with these headers.
 */
function s3Accepts(
  url: string,
  headers: { 'content-type': string; 'content-length': number; 'if-none-match'?: string },
): boolean {
  const u = new URL(url);
  const q = u.searchParams;
  const [accessKey, date, region, service] = (q.get('X-Amz-Credential') ?? '').split('/');
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const all: Record<string, string> = {
    host: u.host,
    ...headers,
    'content-length': String(headers['content-length']),
  };
  const canonicalQuery = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]): [string, string] => [encode(k), encode(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    'PUT',
    u.pathname,
    canonicalQuery,
    `${signedHeaders.map((h) => `${h}:${all[h]}`).join('\n')}\n`,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    q.get('X-Amz-Date'),
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = ['aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(hmac(`AWS4${SECRET}`, date ?? ''), region ?? ''), service ?? ''),
  );
  return accessKey === 'AKIDEXAMPLE' && hmac(signingKey, toSign).toString('hex') === q.get('X-Amz-Signature');
}

describe('S3 storage: presigned PUT URLs', () => {
  const storage = (endpoint?: string) =>
    createS3Storage({
      bucket: 'portal-uploads',
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: SECRET,
      serverUrl: 'https://portal.example',
    });

  it('signs a PUT of exactly this key (in the staging place), content type and size, valid for 15 minutes', async () => {
    const before = Date.now();
    const put = await storage().presignPut({ key: KEY, contentType: 'image/png', size: 1234 });
    const u = new URL(put.url);
    expect(u.origin).toBe('https://s3.eu-west-1.amazonaws.com');
    // The upload waits under incoming/ (never served) until the server adopts and re-encodes it.
    expect(u.pathname).toBe(`/portal-uploads/incoming/${KEY}`);
    expect(u.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    // No checksum of an empty body that the real upload could never match.
    expect([...u.searchParams.keys()].some((k) => k.toLowerCase().includes('checksum'))).toBe(false);
    expect(put.headers).toEqual({ 'Content-Type': 'image/png', 'If-None-Match': '*' });
    expect(put.expiresAt.getTime() - before).toBeLessThanOrEqual(900_000 + 1000);

    const sent = { 'content-type': 'image/png', 'content-length': 1234, 'if-none-match': '*' };
    expect(s3Accepts(put.url, sent)).toBe(true);
    // Another type or size is another request, whose signature this is not.
    expect(s3Accepts(put.url, { ...sent, 'content-type': 'text/html' })).toBe(false);
    expect(s3Accepts(put.url, { ...sent, 'content-length': 1235 })).toBe(false);
    // Nor a PUT without its condition: S3 answers 412 to `If-None-Match: *` once the key holds a
    // file (single use), and dropping the header breaks the signature.
    expect(s3Accepts(put.url, { 'content-type': 'image/png', 'content-length': 1234 })).toBe(false);
    // Another key neither.
    expect(s3Accepts(put.url.replace('.png', '.gif'), sent)).toBe(false);
  });

  it('caps the lifetime at 15 minutes and refuses keys it did not make', async () => {
    const put = await storage().presignPut({
      key: KEY,
      contentType: 'image/png',
      size: 1,
      expiresInSeconds: 86_400,
    });
    expect(new URL(put.url).searchParams.get('X-Amz-Expires')).toBe('900');
    await expect(
      storage().presignPut({ key: '../other/x.png', contentType: 'image/png', size: 1 }),
    ).rejects.toThrow();
  });

  it('uses an S3-compatible endpoint path-style, and reads through the server without a public URL', async () => {
    const s = storage('http://minio.internal:9000');
    const put = await s.presignPut({ key: KEY, contentType: 'image/webp', size: 99 });
    expect(put.url.startsWith(`http://minio.internal:9000/portal-uploads/incoming/${KEY}?`)).toBe(true);
    expect(
      s3Accepts(put.url, { 'content-type': 'image/webp', 'content-length': 99, 'if-none-match': '*' }),
    ).toBe(true);
    expect(s.uploadOrigin).toBe('http://minio.internal:9000');
    expect(s.publicUrl(KEY)).toBe(`https://portal.example/uploads/${KEY}`);
    const cdn = createS3Storage({
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: SECRET,
      serverUrl: 'https://portal.example',
      publicBaseUrl: 'https://cdn.example/',
    });
    expect(cdn.publicUrl(KEY)).toBe(`https://cdn.example/${KEY}`);
  });
});
