import { type Language, negotiate } from '@portal/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The caller's language (issue 36): the signed-in user's stored choice once users have one (a
 * `language` column on users is the next step), else the request's Accept-Language.
 */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  negotiate(request.headers['accept-language']);

/** Says which language the body is in, and that the answer depends on Accept-Language (for caches). */
export function markLanguage(reply: FastifyReply, lang: Language) {
  void reply.header('content-language', lang);
  const vary = reply.getHeader('vary');
  const list = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(list))
    void reply.header('vary', list ? `${list}, Accept-Language` : 'Accept-Language');
}
