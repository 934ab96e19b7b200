import { EVENT_IMAGE_MAX_BYTES, messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { sniffScanType } from '../../infra/storage/image-types';
import { PUBLIC_PURPOSES, parseKey, type Storage } from '../../infra/storage/index';
import { checkPut, type LocalStorage, SIGNED_PARAMS } from '../../infra/storage/local';
import { claimUploadUrl, sweepUsedUploadUrls } from './repository';

const YEAR = 31_536_000;

const keyOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];

/**
 * /uploads/<key>: GET serves files of public purposes (event images, logos) to anyone holding the
 * URL, once a feature adopted them (re-encoded: the bytes a client sent are never served); PUT
 * receives uploads of the embedded storage, checked against their signed URL before a byte of the
 * body is read, and keeps them aside until then.
 */
export async function registerUploadFiles(app: FastifyInstance, deps: { db: Db; storage: Storage }) {
  const { storage, db } = deps;

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request);
    const parsed = parseKey(key);
    if (!parsed || !PUBLIC_PURPOSES.has(parsed.purpose)) throw notFound();
    const file = await storage.read(key);
    if (!file) throw notFound();
    return (
      reply
        .header('content-type', parsed.contentType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${parsed.id}.${key.split('.').pop()}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        // A key is never reused, so its file never changes.
        .header('cache-control', `public, max-age=${YEAR}, immutable`)
        .send(file.body)
    );
  });

  if (storage.kind !== 'local') return;
  const local = storage as LocalStorage;

  await app.register(async (scope) => {
    // Raw bytes of any type: the type is checked against the signature, the content by its bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: EVENT_IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );

    scope.put(
      '/uploads/*',
      {
        schema: { hide: true },
        // Everything about the URL is checked before the body is read.
        onRequest: async (request) => {
          const parsed = parseKey(keyOf(request));
          const query = request.query as Record<string, string | undefined>;
          const expires = Number(query[SIGNED_PARAMS.expires]);
          const size = Number(query[SIGNED_PARAMS.size]);
          const signature = query[SIGNED_PARAMS.signature] ?? '';
          const contentType = (request.headers['content-type'] ?? '').toLowerCase().trim();
          if (!parsed || !Number.isInteger(expires) || !Number.isInteger(size) || !signature)
            throw forbidden();
          if (contentType !== parsed.contentType) throw forbidden();
          const check = checkPut(
            local.secrets,
            { key: keyOf(request), contentType, size, expires },
            signature,
          );
          if (!check.ok) throw forbidden();
          const length = Number(request.headers['content-length']);
          if (!request.headers['content-length'] || !Number.isInteger(length)) {
            throw new HttpError(411, messages.invalidInput);
          }
          if (length > size || length > EVENT_IMAGE_MAX_BYTES)
            throw new HttpError(
              413,
              parsed.purpose === 'consents' ? messages.consentScanTooLarge : messages.imageTooLarge,
            );
          if (length !== size) throw new HttpError(400, messages.invalidInput);
        },
      },
      async (request, reply) => {
        const key = keyOf(request);
        const parsed = parseKey(key);
        const bytes = request.body as Buffer;
        const size = Number((request.query as Record<string, string>)[SIGNED_PARAMS.size]);
        if (!parsed || !Buffer.isBuffer(bytes) || bytes.length !== size)
          throw new HttpError(400, messages.invalidInput);
        // An image key takes only that image; a PDF key (consent scans only) only `%PDF-…`.
        if (sniffScanType(bytes) !== parsed.contentType) {
          const message =
            parsed.purpose === 'consents'
              ? messages.consentScanContentMismatch
              : messages.imageContentMismatch;
          throw new HttpError(415, message, [{ field: 'file', message }]);
        }
        const expires = new Date(
          Number((request.query as Record<string, string>)[SIGNED_PARAMS.expires]) * 1000,
        );
        // One PUT per URL, on any instance: the claim is a database row, taken in the transaction
        // that writes the file, so a failed write leaves the URL unused. A file already in place
        // (stored before the claims existed) counts as a use too.
        await db.transaction(async (tx) => {
          await sweepUsedUploadUrls(tx);
          if (
            !(await claimUploadUrl(tx, key, expires)) ||
            (await local.writeUpload(key, bytes)) === 'exists'
          ) {
            throw new HttpError(409, messages.uploadUsed);
          }
        });
        await audit(
          db,
          { subject: null, role: null, centerId: parsed.centerId, ip: request.ip, requestId: request.id },
          {
            action: 'upload.store',
            resourceType: 'upload',
            resourceId: key,
            outcome: 'success',
            detail: { purpose: parsed.purpose, contentType: parsed.contentType, size: bytes.length },
          },
        );
        return reply.status(200).send();
      },
    );
  });
}
