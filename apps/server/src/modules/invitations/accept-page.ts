import { alert, esc, field, page } from '../../identity/issuer/pages/layout';

/**
 * The page the invitation e-mail links to (`/accept-invitation#token=…`), in the issuer's style.
 * The token rides in the URL fragment (never sent to a server, so never in a log); the small script
 * below copies it into the form and removes it from the address bar.
 */
export const ACCEPT_SCRIPT_PATH = '/accept-invitation/accept.js';

export const acceptScript = `(function () {
  var match = /(?:^#|&)token=([\\w-]+)/.exec(window.location.hash || '');
  var input = document.getElementById('f-token');
  if (match && input && !input.value) input.value = match[1];
  if (window.location.hash) history.replaceState(null, '', window.location.pathname);
  var missing = document.getElementById('token-missing');
  if (missing && input && input.value) missing.hidden = true;
})();`;

export interface AcceptView {
  token?: string;
  firstName?: string;
  lastName?: string;
  error?: string;
  errors?: Partial<Record<'first_name' | 'last_name' | 'password', string>>;
}

export function acceptPage(v: AcceptView = {}) {
  const e = v.errors ?? {};
  // The cursor starts in the first field with an error (or the first field).
  const focus = (['first_name', 'last_name', 'password'] as const).find((f) => e[f]) ?? 'first_name';
  return page({
    title: 'Accept your invitation',
    scripts: [ACCEPT_SCRIPT_PATH],
    body: `<h1>Create your account</h1>
<p class="lead">Your treatment center invited you to the recovery app. Choose your name and a password; you will sign in to the app with your e-mail and this password.</p>
${alert('error', v.error)}
${v.token ? '' : '<div id="token-missing" class="alert alert-info" role="status">Open this page from the link in your invitation e-mail.</div>'}
<form method="post" action="/accept-invitation" novalidate>
<input type="hidden" id="f-token" name="token" value="${esc(v.token ?? '')}">
<div class="row">
${field({ name: 'first_name', label: 'First name', value: v.firstName ?? '', error: e.first_name, autocomplete: 'given-name', autofocus: focus === 'first_name' })}
${field({ name: 'last_name', label: 'Last name', value: v.lastName ?? '', error: e.last_name, autocomplete: 'family-name', autofocus: focus === 'last_name' })}
</div>
${field({ name: 'password', label: 'Password', type: 'password', hint: 'At least 12 characters.', error: e.password, autocomplete: 'new-password', autofocus: focus === 'password' })}
<button type="submit">Create my account</button>
</form>`,
  });
}

export function acceptedPage(email: string) {
  return page({
    title: 'Your account is ready',
    body: `<h1>Your account is ready</h1>
<p class="lead">Continue to the recovery app: on this browser you are signed in for the next few minutes. Later, sign in with <strong>${esc(email)}</strong> and the password you chose.</p>
<p><a class="button" href="/app/?signin=1">Continue to the app</a></p>
<p class="hint">The app lives at /app/ on this site. On a phone, add it to your home screen from the browser's menu.</p>`,
  });
}
