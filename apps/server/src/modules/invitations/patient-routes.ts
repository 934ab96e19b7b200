import formbody from '@fastify/formbody';
import { acceptInvitationBody, messages, routes } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../http/errors';
import { findUserByEmail } from '../../identity/issuer/accounts';
import { pageLanguage, uiLocale, wordsFor } from '../../identity/issuer/pages/words';
import { html } from '../../identity/issuer/routes-signin';
import { issueSignInTicket, signInTicketCookie } from '../../identity/issuer/signin-tickets';
import type { ModuleRegistrar } from '../registrar';
import { ACCEPT_SCRIPT_PATH, acceptedPage, acceptPage, acceptScript } from './accept-page';
import { acceptInvitation } from './patient-service';

const str = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The page's language: the one its address asks for (a Spanish invitation's link carries
 * `?ui_locales=es`, the center's default), else the browser's Accept-Language, else English.
 */
const languageOf = (request: FastifyRequest) => {
  const asked = uiLocale((request.query as { ui_locales?: unknown }).ui_locales);
  return { asked, w: wordsFor(pageLanguage(request.headers, asked)) };
};

/**
 * Accepting an e-mail invitation: the JSON call the mobile app makes, and the page the e-mail's
 * link opens (GET shows the form, POST creates the account) for a patient on any browser.
 */
export const registerInvitationPatientRoutes: ModuleRegistrar = async (app, deps) => {
  const acceptDeps = { db: deps.database.db, identityAdmin: deps.identityAdmin };

  defineRoute(app, routes.acceptInvitation, ({ body, request }) =>
    acceptInvitation(acceptDeps, { ip: request.ip, requestId: request.id }, body),
  );

  /**
   * This POST proved the invitation's single-use secret and set the password: its browser gets a
   * five-minute, single-use ticket for the app's sign-in, so "Continue to the app" lands signed in
   * (issue 21). Only with the embedded issuer, the one that honours it.
   */
  const handOverSignIn = async (reply: Parameters<typeof html>[0], email: string) => {
    if (deps.config.OIDC_ISSUER) return;
    const user = await findUserByEmail(deps.database.db, email);
    if (!user) return;
    const ticket = await issueSignInTicket(deps.database.db, user.subject);
    reply.header('set-cookie', signInTicketCookie(ticket, deps.config.PUBLIC_URL.startsWith('https:')));
  };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    scope.get('/accept-invitation', { schema: { hide: true } }, async (request, reply) => {
      const { asked, w } = languageOf(request);
      return html(reply, 200, acceptPage(w, { asked }), w.lang);
    });
    scope.get(ACCEPT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(acceptScript),
    );
    scope.post('/accept-invitation', { schema: { hide: true } }, async (request, reply) => {
      const input = {
        token: str(request.body, 'token'),
        first_name: str(request.body, 'first_name'),
        last_name: str(request.body, 'last_name'),
        password: str(request.body, 'password'),
      };
      const { asked, w } = languageOf(request);
      const view = { asked, token: input.token, firstName: input.first_name, lastName: input.last_name };
      const parsed = acceptInvitationBody.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          if (!errors[key]) errors[key] = w.sentence(issue.message);
        }
        const error = errors.token ? w.sentence(messages.invitationLinkInvalid) : undefined;
        return html(reply, 400, acceptPage(w, { ...view, ...(error ? { error } : {}), errors }), w.lang);
      }
      try {
        const result = await acceptInvitation(
          acceptDeps,
          { ip: request.ip, requestId: request.id },
          parsed.data,
          new Date(),
          // The new account speaks the language this page was shown in.
          w.lang,
        );
        await handOverSignIn(reply, result.account.email);
        return html(reply, 201, acceptedPage(w, result.account.email), w.lang);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode < 500) {
          return html(
            reply,
            err.statusCode,
            acceptPage(w, { ...view, error: w.sentence(err.message) }),
            w.lang,
          );
        }
        throw err;
      }
    });
  });
};
