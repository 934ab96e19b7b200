import { LANGUAGES, type Language, negotiate } from '@portal/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../identity/current-user';

/** A stored language column ('en' | 'es' | null) as a Language, or null when none was chosen. */
export const storedLanguage = (value: string | null | undefined): Language | null =>
  value && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;

/**
 * The caller's language (issue 36): the signed-in user's stored choice (read with the account on
 * every call, identity/caller-lookup.ts: no query of its own), else the request's Accept-Language.
 * Before authentication (a 401, a public route) only the header is known.
 */
export const requestLanguage = (
  request: Pick<FastifyRequest, 'headers'> & { currentUser?: Pick<CurrentUser, 'language'> | null },
): Language => request.currentUser?.language ?? negotiate(request.headers['accept-language']);

/** Says which language the body is in, and that the answer depends on Accept-Language (for caches). */
export function markLanguage(reply: FastifyReply, lang: Language) {
  void reply.header('content-language', lang);
  const vary = reply.getHeader('vary');
  const list = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(list))
    void reply.header('vary', list ? `${list}, Accept-Language` : 'Accept-Language');
}
