import { createHmac, timingSafeEqual } from 'node:crypto';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../http/errors';
import { parseKey, type Storage } from '../infra/storage/index';

/** How long a download link of a chat attachment works; listings hand out fresh ones. */
export const FILE_URL_TTL_SECONDS = 60 * 60;

export interface FileSigner {
  /** A same-origin URL that serves the file until it expires; only given to who may read the message. */
  url(key: string): string;
  verify(key: string, expires: number, signature: string): boolean;
}

export function createFileSigner(secret: string, now: () => number = Date.now): FileSigner {
  const mac = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`chat-file\n${key}\n${expires}`).digest('base64url');
  return {
    url(key) {
      // Rounded to the hour so a listing's URLs stay the same (and cacheable) for a while.
      const expires = Math.ceil(now() / 1000 / 3600) * 3600 + FILE_URL_TTL_SECONDS;
      return `/chat/files/${key}?expires=${expires}&signature=${mac(key, expires)}`;
    },
    verify(key, expires, signature) {
      if (!Number.isInteger(expires) || expires * 1000 < now()) return false;
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * /chat/files/<key>: the images of chat messages. Chat files are not public (unlike event images):
 * a link works only with the signature the chat API put in a message it showed to someone allowed
 * to read it, and only for an hour or two.
 */
export function registerChatFiles(app: FastifyInstance, deps: { storage: Storage; signer: FileSigner }) {
  app.get('/chat/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const parsed = parseKey(key);
    if (parsed?.purpose !== 'chat') throw notFound();
    const query = request.query as Record<string, string | undefined>;
    if (!deps.signer.verify(key, Number(query.expires), query.signature ?? ''))
      throw forbidden(messages.forbidden);
    const file = await deps.storage.read(key);
    if (!file) throw notFound();
    return reply
      .header('content-type', parsed.contentType)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .send(file.body);
  });
}
