import { messages } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client';
import { markLanguage } from '../../http/language';
import { type Csrf, readCookie } from './csrf';
import { FAVICON_SVG } from './pages/layout';
import { loginPage } from './pages/login';
import { errorPage } from './pages/oidc-pages';
import { registerPage } from './pages/register';
import { pageLanguage, type Words, wordsFor } from './pages/words';
import { registerOwner } from './register';
import { checkCredentials } from './sign-in';
import { accountOfTicket, SIGNIN_TICKET_COOKIE, signInTicketCookie } from './signin-tickets';
import { registerErrors, text } from './validation';

export interface PageDeps {
  db: Db;
  provider: Provider;
  csrf: Csrf;
  config: { OIDC_PATIENT_CLIENT_ID: string };
}

type Query = { uid?: string };

/**
 * Set by /register opened without an interaction: a sign-in needs one, and only the portal can start
 * it (PKCE). The login page of the next interaction sends the browser on to /register instead.
 */
const REGISTER_NEXT = 'register_next';

/** An issuer page, in its language (Content-Language, and Vary: it may follow Accept-Language). */
export const html = (reply: FastifyReply, status: number, body: string, lang: Language) => {
  markLanguage(reply, lang);
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
};

/**
 * The interaction this browser is in: the uid of the URL must be the one of the browser's
 * interaction cookie (set by the issuer, SameSite=Lax), so a form cannot be used from elsewhere.
 */
export async function interactionOf(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  const uid = (request.query as Query).uid;
  if (!uid) return null;
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid ? details : null;
  } catch {
    return null;
  }
}

/** The words of a page of this interaction: its authorization request's ui_locales, else the browser's. */
export const interactionWords = (
  request: FastifyRequest,
  interaction: { params: Record<string, unknown> } | null,
): Words => wordsFor(pageLanguage(request.headers, interaction?.params.ui_locales));

const expired = (request: FastifyRequest, reply: FastifyReply) => {
  const w = interactionWords(request, null);
  return html(reply, 400, errorPage(w, '/', w.say('signInError.pageExpired')), w.lang);
};

/** Ends the interaction as this user: the browser goes back to the issuer, then to the portal. */
async function finishAs(deps: PageDeps, request: FastifyRequest, reply: FastifyReply, subject: string) {
  reply.hijack();
  await deps.provider.interactionFinished(
    request.raw,
    reply.raw,
    // Not remembered: the session cookie ends with the browser (shared clinic workstations).
    { login: { accountId: subject, remember: false } },
    { mergeWithLastSubmission: false },
  );
}

export function registerSignInPages(app: FastifyInstance, deps: PageDeps) {
  const { db, provider, csrf } = deps;

  // Browsers ask for /favicon.ico on pages that are not the portal's; the icon needs no portal build.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON_SVG),
  );

  app.get('/login', async (request, reply) => {
    if (!(request.query as Query).uid) return reply.redirect('/', 303);
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return expired(request, reply);
    const ticket = readCookie(request, SIGNIN_TICKET_COOKIE);
    if (ticket !== undefined) {
      // An accepted invitation's ticket (issue 21): used up here, valid or not.
      const cleared = signInTicketCookie('', false, 0);
      const subject = await accountOfTicket(db, {
        ticket,
        clientId: interaction.params.client_id,
        patientClientId: deps.config.OIDC_PATIENT_CLIENT_ID,
        ip: request.ip,
        requestId: request.id,
      });
      if (subject) {
        reply.raw.setHeader('set-cookie', cleared);
        return finishAs(deps, request, reply, subject);
      }
      reply.header('set-cookie', cleared);
    }
    if (readCookie(request, REGISTER_NEXT)) {
      reply.header('set-cookie', `${REGISTER_NEXT}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      return reply.redirect(`/register?uid=${encodeURIComponent(interaction.uid)}`, 303);
    }
    const w = interactionWords(request, interaction);
    return html(
      reply,
      200,
      loginPage(w, { uid: interaction.uid, csrf: csrf.issue(request, reply, `login:${interaction.uid}`) }),
      w.lang,
    );
  });

  app.post('/login', async (request, reply) => {
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return expired(request, reply);
    const { uid } = interaction;
    const email = text(request.body, 'email');
    const w = interactionWords(request, interaction);
    const render = (status: number, error: string) =>
      html(
        reply,
        status,
        loginPage(w, { uid, email, error, csrf: csrf.issue(request, reply, `login:${uid}`) }),
        w.lang,
      );
    if (!csrf.check(request, `login:${uid}`, text(request.body, 'csrf')))
      return render(400, w.sentence(messages.formExpired));
    const result = await checkCredentials(db, {
      email,
      password: text(request.body, 'password'),
      ip: request.ip,
      requestId: request.id,
    });
    if (!result.ok) {
      if (result.status !== 429) return render(result.status, w.sentence(result.message));
      reply.header('retry-after', String(result.retryAfter));
      return render(429, w.tryAgainIn(result.retryAfter));
    }
    return finishAs(deps, request, reply, result.user.subject);
  });

  app.get('/register', async (request, reply) => {
    if (!(request.query as Query).uid) {
      // Opened directly (a bookmark, a link in an e-mail): the portal starts the sign-in as always,
      // and this browser's next sign-in page is the registration form (issue 20).
      reply.header('set-cookie', `${REGISTER_NEXT}=1; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`);
      return reply.redirect('/', 303);
    }
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return expired(request, reply);
    const token = csrf.issue(request, reply, `register:${interaction.uid}`);
    const w = interactionWords(request, interaction);
    return html(reply, 200, registerPage(w, { uid: interaction.uid, csrf: token }), w.lang);
  });

  app.post('/register', async (request, reply) => {
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return expired(request, reply);
    const { uid } = interaction;
    const input = {
      center_name: text(request.body, 'center_name'),
      first_name: text(request.body, 'first_name'),
      last_name: text(request.body, 'last_name'),
      email: text(request.body, 'email'),
      password: text(request.body, 'password'),
    };
    const { password: _, ...values } = input;
    const w = interactionWords(request, interaction);
    const render = (status: number, view: { errors?: ReturnType<typeof registerErrors>; error?: string }) =>
      html(
        reply,
        status,
        registerPage(w, {
          uid,
          values,
          csrf: csrf.issue(request, reply, `register:${uid}`),
          ...(view.error ? { error: w.sentence(view.error) } : {}),
          ...(view.errors
            ? {
                errors: Object.fromEntries(
                  Object.entries(view.errors).map(([name, sentence]) => [name, w.sentence(sentence)]),
                ),
              }
            : {}),
        }),
        w.lang,
      );
    if (!csrf.check(request, `register:${uid}`, text(request.body, 'csrf'))) {
      return render(400, { error: messages.formExpired });
    }
    const errors = registerErrors(input);
    if (Object.keys(errors).length > 0) return render(400, { errors });
    const user = await registerOwner(
      db,
      { ...input, language: w.lang },
      { ip: request.ip, requestId: request.id },
    );
    if (!user) return render(409, { errors: { email: messages.emailTaken }, error: messages.emailTaken });
    return finishAs(deps, request, reply, user.subject);
  });
}
