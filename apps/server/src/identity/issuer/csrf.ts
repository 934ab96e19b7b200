import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `__Host-` over https (Secure, Path=/, no Domain), the plain name on http where browsers refuse it. */
const cookieName = (secure: boolean) => (secure ? '__Host-portal_form' : '_portal_form');

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Anti-forgery for the issuer's forms: a random browser cookie (SameSite=Lax) and, in the form,
 * an HMAC of that cookie and the form's purpose (e.g. the interaction uid). A forged cross-site POST
 * has neither; a token from one form does not fit another.
 */
export function createCsrf(key: string, secure: boolean) {
  const COOKIE = cookieName(secure);
  const sign = (browser: string, purpose: string) =>
    createHmac('sha256', key).update(`${browser}\n${purpose}`).digest('base64url');

  return {
    issue(request: FastifyRequest, reply: FastifyReply, purpose: string): string {
      let browser = readCookie(request, COOKIE);
      if (!browser || !/^[\w-]{20,64}$/.test(browser)) {
        browser = randomBytes(24).toString('base64url');
        reply.header(
          'set-cookie',
          `${COOKIE}=${browser}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
        );
      }
      return sign(browser, purpose);
    },
    check(request: FastifyRequest, purpose: string, token: unknown): boolean {
      const browser = readCookie(request, COOKIE);
      if (!browser || typeof token !== 'string') return false;
      const expected = Buffer.from(sign(browser, purpose));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type Csrf = ReturnType<typeof createCsrf>;
