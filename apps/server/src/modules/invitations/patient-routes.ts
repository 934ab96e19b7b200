import formbody from '@fastify/formbody';
import { acceptInvitationBody, messages, routes } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../http/errors';
import { findUserByEmail } from '../../identity/issuer/accounts';
import { issueSignInTicket, signInTicketCookie } from '../../identity/issuer/signin-tickets';
import type { ModuleRegistrar } from '../registrar';
import { ACCEPT_SCRIPT_PATH, acceptedPage, acceptPage, acceptScript } from './accept-page';
import { acceptInvitation } from './patient-service';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const str = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
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
  const handOverSignIn = async (reply: FastifyReply, email: string) => {
    if (deps.config.OIDC_ISSUER) return;
    const user = await findUserByEmail(deps.database.db, email);
    if (!user) return;
    const ticket = await issueSignInTicket(deps.database.db, user.subject);
    reply.header('set-cookie', signInTicketCookie(ticket, deps.config.PUBLIC_URL.startsWith('https:')));
  };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    scope.get('/accept-invitation', { schema: { hide: true } }, async (_request, reply) =>
      html(reply, 200, acceptPage()),
    );
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
      const view = { token: input.token, firstName: input.first_name, lastName: input.last_name };
      const parsed = acceptInvitationBody.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          if (!errors[key]) errors[key] = issue.message;
        }
        const error = errors.token ? messages.invitationLinkInvalid : undefined;
        return html(reply, 400, acceptPage({ ...view, ...(error ? { error } : {}), errors }));
      }
      try {
        const result = await acceptInvitation(
          acceptDeps,
          { ip: request.ip, requestId: request.id },
          parsed.data,
        );
        await handOverSignIn(reply, result.account.email);
        return html(reply, 201, acceptedPage(result.account.email));
      } catch (err) {
        if (err instanceof HttpError && err.statusCode < 500) {
          return html(reply, err.statusCode, acceptPage({ ...view, error: err.message }));
        }
        throw err;
      }
    });
  });
};
