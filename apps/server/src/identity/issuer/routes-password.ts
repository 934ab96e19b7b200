import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../infra/mail/mailer';
import { ADDRESS_LIMITS, recordFailure, throttledFor, throttleKeys } from '../throttle';
import { changePasswordPage } from './pages/change-password';
import { askedSuffix, forgotPage, messagePage, resetPage } from './pages/forgot';
import { pageLanguage, uiLocale, type Words, wordsFor } from './pages/words';
import {
  changePassword,
  completePasswordReset,
  requestPasswordReset,
  resetLinkUsable,
} from './password-reset';
import { html, interactionOf, interactionWords, type PageDeps } from './routes-signin';
import { checkCredentials } from './sign-in';
import { emailError, newPasswordError, text } from './validation';

const from = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });
const uidOf = (request: FastifyRequest) => {
  const uid = (request.query as { uid?: string }).uid;
  return uid && /^[\w-]{1,64}$/.test(uid) ? uid : undefined;
};
/** The language this page's own address asks for (`?ui_locales=es`), kept on its form and links. */
const askedOf = (request: FastifyRequest) => uiLocale((request.query as { ui_locales?: unknown }).ui_locales);
/** A page outside a sign-in: its address's ui_locales, else the browser's Accept-Language. */
const wordsOf = (request: FastifyRequest) => wordsFor(pageLanguage(request.headers, askedOf(request)));
const signInAgain = (w: Words) => ({ href: '/', label: w.say('reset.toSignIn') });
const RESET_MAIL_LIMITS = { perIdentifier: 10, ...ADDRESS_LIMITS };

export function registerPasswordPages(
  app: FastifyInstance,
  deps: PageDeps & { mailer: Mailer; config: Config },
) {
  const { db, csrf, provider } = deps;

  /**
   * The forgot page opened from a sign-in (`?uid=`) speaks that sign-in's language (its ui_locales);
   * opened on its own, its address's, else the browser's.
   */
  const forgotWords = async (request: FastifyRequest, reply: Parameters<typeof interactionOf>[2]) => {
    const asked = askedOf(request);
    if (asked || !uidOf(request)) return wordsOf(request);
    return interactionWords(request, await interactionOf(provider, request, reply));
  };

  const linkExpired = (w: Words, asked: string | undefined) =>
    messagePage(w, w.say('reset.linkExpired'), w.sentence(messages.resetLinkInvalid), {
      href: `/forgot${askedSuffix(asked)}`,
      label: w.say('reset.askAgain'),
    });

  app.get('/forgot', async (request, reply) => {
    const uid = uidOf(request);
    const w = await forgotWords(request, reply);
    const page = forgotPage(w, { uid, asked: askedOf(request), csrf: csrf.issue(request, reply, 'forgot') });
    return html(reply, 200, page, w.lang);
  });

  app.post('/forgot', async (request, reply) => {
    const uid = uidOf(request);
    const email = text(request.body, 'email');
    const w = await forgotWords(request, reply);
    const view = { uid, email, asked: askedOf(request), csrf: csrf.issue(request, reply, 'forgot') };
    const render = (status: number, more: { error?: string; notice?: string }) =>
      html(reply, status, forgotPage(w, { ...view, ...more }), w.lang);
    if (!csrf.check(request, 'forgot', text(request.body, 'csrf'))) {
      return render(400, { error: w.sentence(messages.formExpired) });
    }
    const invalid = emailError(email);
    if (invalid) return render(400, { error: w.sentence(invalid) });
    // Reset mails are limited per e-mail (10 in 15 minutes, known account or not), so the page
    // cannot flood a mailbox, and per address by the e-mails asked for, like sign-ins.
    const keys = throttleKeys(email, request.ip, 'forgot:');
    const retryAfter = await throttledFor(db, keys, RESET_MAIL_LIMITS);
    if (retryAfter) {
      reply.header('retry-after', String(retryAfter));
      return render(429, { error: w.sentence(messages.tooManyRequests) });
    }
    await recordFailure(db, keys);
    // The mail is in the account's language, else in this page's.
    await requestPasswordReset(deps, email, from(request), w.lang);
    // The same answer whether or not an account uses this e-mail.
    return render(200, { notice: w.sentence(messages.resetRequested) });
  });

  app.get('/forgot/reset', async (request, reply) => {
    const token = (request.query as { token?: string }).token ?? '';
    const w = wordsOf(request);
    const asked = askedOf(request);
    if (!token || !(await resetLinkUsable(db, token))) {
      return html(reply, 410, linkExpired(w, asked), w.lang);
    }
    const page = resetPage(w, { token, asked, csrf: csrf.issue(request, reply, `reset:${token}`) });
    return html(reply, 200, page, w.lang);
  });

  app.post('/forgot/reset', async (request, reply) => {
    const token = text(request.body, 'token');
    const password = text(request.body, 'password');
    const w = wordsOf(request);
    const asked = askedOf(request);
    const view = { token, asked, csrf: csrf.issue(request, reply, `reset:${token}`) };
    if (!csrf.check(request, `reset:${token}`, text(request.body, 'csrf'))) {
      return html(reply, 400, resetPage(w, { ...view, error: w.sentence(messages.formExpired) }), w.lang);
    }
    const invalid = newPasswordError(password);
    if (invalid) {
      const sentence = w.sentence(invalid);
      return html(reply, 400, resetPage(w, { ...view, error: sentence, fieldError: sentence }), w.lang);
    }
    if (!(await completePasswordReset(db, token, password, from(request)))) {
      return html(reply, 410, linkExpired(w, asked), w.lang);
    }
    const done = messagePage(w, w.say('reset.changed'), w.sentence(messages.passwordChanged), signInAgain(w));
    return html(reply, 200, done, w.lang);
  });

  app.get('/change-password', async (request, reply) => {
    const w = wordsOf(request);
    const page = changePasswordPage(w, {
      asked: askedOf(request),
      csrf: csrf.issue(request, reply, 'change-password'),
    });
    return html(reply, 200, page, w.lang);
  });

  app.post('/change-password', async (request, reply) => {
    const email = text(request.body, 'email');
    const current = text(request.body, 'current_password');
    const next = text(request.body, 'new_password');
    const w = wordsOf(request);
    const render = (
      status: number,
      view: Pick<Parameters<typeof changePasswordPage>[1], 'error' | 'errors'>,
    ) =>
      html(
        reply,
        status,
        changePasswordPage(w, {
          email,
          asked: askedOf(request),
          ...view,
          csrf: csrf.issue(request, reply, 'change-password'),
        }),
        w.lang,
      );
    if (!csrf.check(request, 'change-password', text(request.body, 'csrf'))) {
      return render(400, { error: w.sentence(messages.formExpired) });
    }
    const newError = newPasswordError(next);
    const errors = {
      ...(current ? {} : { current_password: w.sentence(messages.currentPasswordRequired) }),
      ...(newError ? { new_password: w.sentence(newError) } : {}),
    };
    if (Object.keys(errors).length > 0) return render(400, { errors });
    const result = await checkCredentials(db, {
      email,
      password: current,
      action: 'change-password',
      ...from(request),
    });
    if (!result.ok) {
      if (result.status !== 429) return render(result.status, { error: w.sentence(result.message) });
      reply.header('retry-after', String(result.retryAfter));
      return render(429, { error: w.tryAgainIn(result.retryAfter) });
    }
    await changePassword(db, result.user, next, from(request));
    const done = messagePage(w, w.say('reset.changed'), w.sentence(messages.passwordChanged), signInAgain(w));
    return html(reply, 200, done, w.lang);
  });
}
