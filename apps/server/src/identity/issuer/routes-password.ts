import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { requestLanguage } from '../../http/language';
import type { Mailer } from '../../infra/mail/mailer';
import { ADDRESS_LIMITS, recordFailure, throttledFor, throttleKeys } from '../throttle';
import { changePasswordPage } from './pages/change-password';
import { forgotPage, messagePage, resetPage } from './pages/forgot';
import {
  changePassword,
  completePasswordReset,
  requestPasswordReset,
  resetLinkUsable,
} from './password-reset';
import { html, type PageDeps } from './routes-signin';
import { checkCredentials } from './sign-in';
import { emailError, newPasswordError, text } from './validation';

const from = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });
const uidOf = (request: FastifyRequest) => {
  const uid = (request.query as { uid?: string }).uid;
  return uid && /^[\w-]{1,64}$/.test(uid) ? uid : undefined;
};
const signInAgain = { href: '/', label: 'Go to sign in' };
const RESET_MAIL_LIMITS = { perIdentifier: 10, ...ADDRESS_LIMITS };

export function registerPasswordPages(
  app: FastifyInstance,
  deps: PageDeps & { mailer: Mailer; config: Config },
) {
  const { db, csrf } = deps;

  app.get('/forgot', async (request, reply) => {
    const uid = uidOf(request);
    return html(reply, 200, forgotPage({ uid, csrf: csrf.issue(request, reply, 'forgot') }));
  });

  app.post('/forgot', async (request, reply) => {
    const uid = uidOf(request);
    const email = text(request.body, 'email');
    const view = { uid, email, csrf: csrf.issue(request, reply, 'forgot') };
    if (!csrf.check(request, 'forgot', text(request.body, 'csrf'))) {
      return html(reply, 400, forgotPage({ ...view, error: messages.formExpired }));
    }
    const invalid = emailError(email);
    if (invalid) return html(reply, 400, forgotPage({ ...view, error: invalid }));
    // Reset mails are limited per e-mail (10 in 15 minutes, known account or not), so the page
    // cannot flood a mailbox, and per address by the e-mails asked for, like sign-ins.
    const keys = throttleKeys(email, request.ip, 'forgot:');
    const retryAfter = await throttledFor(db, keys, RESET_MAIL_LIMITS);
    if (retryAfter) {
      reply.header('retry-after', String(retryAfter));
      return html(reply, 429, forgotPage({ ...view, error: messages.tooManyRequests }));
    }
    await recordFailure(db, keys);
    await requestPasswordReset(deps, email, from(request), requestLanguage(request));
    // The same answer whether or not an account uses this e-mail.
    return html(reply, 200, forgotPage({ ...view, notice: messages.resetRequested }));
  });

  app.get('/forgot/reset', async (request, reply) => {
    const token = (request.query as { token?: string }).token ?? '';
    if (!token || !(await resetLinkUsable(db, token))) {
      return html(
        reply,
        410,
        messagePage('Link expired', messages.resetLinkInvalid, {
          href: '/forgot',
          label: 'Ask for a new link',
        }),
      );
    }
    return html(reply, 200, resetPage({ token, csrf: csrf.issue(request, reply, `reset:${token}`) }));
  });

  app.post('/forgot/reset', async (request, reply) => {
    const token = text(request.body, 'token');
    const password = text(request.body, 'password');
    const view = { token, csrf: csrf.issue(request, reply, `reset:${token}`) };
    if (!csrf.check(request, `reset:${token}`, text(request.body, 'csrf'))) {
      return html(reply, 400, resetPage({ ...view, error: messages.formExpired }));
    }
    const invalid = newPasswordError(password);
    if (invalid) return html(reply, 400, resetPage({ ...view, error: invalid, fieldError: invalid }));
    if (!(await completePasswordReset(db, token, password, from(request)))) {
      return html(
        reply,
        410,
        messagePage('Link expired', messages.resetLinkInvalid, {
          href: '/forgot',
          label: 'Ask for a new link',
        }),
      );
    }
    return html(reply, 200, messagePage('Password changed', messages.passwordChanged, signInAgain));
  });

  app.get('/change-password', async (request, reply) =>
    html(reply, 200, changePasswordPage({ csrf: csrf.issue(request, reply, 'change-password') })),
  );

  app.post('/change-password', async (request, reply) => {
    const email = text(request.body, 'email');
    const current = text(request.body, 'current_password');
    const next = text(request.body, 'new_password');
    const render = (
      status: number,
      view: Parameters<typeof changePasswordPage>[0] extends infer V ? Omit<V & object, 'csrf'> : never,
    ) =>
      html(
        reply,
        status,
        changePasswordPage({ email, ...view, csrf: csrf.issue(request, reply, 'change-password') }),
      );
    if (!csrf.check(request, 'change-password', text(request.body, 'csrf'))) {
      return render(400, { error: messages.formExpired });
    }
    const errors = {
      ...(current ? {} : { current_password: messages.currentPasswordRequired }),
      ...(newPasswordError(next) ? { new_password: newPasswordError(next) as string } : {}),
    };
    if (Object.keys(errors).length > 0) return render(400, { errors });
    const result = await checkCredentials(db, {
      email,
      password: current,
      action: 'change-password',
      ...from(request),
    });
    if (!result.ok) {
      if (result.status === 429) reply.header('retry-after', String(result.retryAfter));
      return render(result.status, { error: result.message });
    }
    await changePassword(db, result.user, next, from(request));
    return html(reply, 200, messagePage('Password changed', messages.passwordChanged, signInAgain));
  });
}
