import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
  lastModified: Date;
}

export interface FakeS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style). */
  endpoint: string;
  bucket: string;
  /** The server's environment to store in this bucket. */
  env: Record<string, string>;
  /** What the bucket holds, by object key, for tests to look at or age. */
  objects: Map<string, StoredObject>;
  close(): Promise<void>;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function fail(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A local server that speaks the part of the S3 protocol the storage adapter uses (path-style PUT
 * with `If-None-Match: *`, GET, HEAD, DELETE, ListObjectsV2 by prefix), so the adapter's requests
 * and the SDK's parsing of the answers are exercised for real. Signatures are not checked here
 * (s3.test.ts checks them against the algorithm AWS documents).
 */
export async function startFakeS3(bucket = 'portal-uploads'): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const [, name, ...rest] = url.pathname.split('/');
      if (name !== bucket) return fail(res, 404, 'NoSuchBucket');
      const key = decodeURIComponent(rest.join('/'));
      if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const listed = [...objects]
          .filter(([k]) => k.startsWith(prefix))
          .sort(([a], [b]) => a.localeCompare(b));
        const contents = listed
          .map(
            ([k, o]) =>
              `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`,
          )
          .join('');
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${listed.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      }
      const object = objects.get(key);
      if (req.method === 'PUT') {
        const body = await bodyOf(req);
        if (req.headers['if-none-match'] === '*' && object) return fail(res, 412, 'PreconditionFailed');
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'application/octet-stream',
          lastModified: new Date(),
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return fail(res, 404, 'NoSuchKey');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          'last-modified': object.lastModified.toUTCString(),
        });
        return res.end(req.method === 'GET' ? object.body : undefined);
      }
      fail(res, 405, 'MethodNotAllowed');
    })().catch(() => fail(res, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'fake-secret',
    },
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
