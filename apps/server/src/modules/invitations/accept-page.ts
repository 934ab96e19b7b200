import { askedSuffix } from '../../identity/issuer/pages/forgot';
import { alert, esc, field, page } from '../../identity/issuer/pages/layout';
import type { Words } from '../../identity/issuer/pages/words';

/**
 * The page the invitation e-mail links to (`/accept-invitation#token=…`), in the issuer's style.
 * The token rides in the URL fragment (never sent to a server, so never in a log); the small script
 * below copies it into the form and removes it from the address bar (keeping `?ui_locales=`, the
 * language a Spanish invitation's link asks for).
 */
export const ACCEPT_SCRIPT_PATH = '/accept-invitation/accept.js';

export const acceptScript = `(function () {
  var match = /(?:^#|&)token=([\\w-]+)/.exec(window.location.hash || '');
  var input = document.getElementById('f-token');
  if (match && input && !input.value) input.value = match[1];
  if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);
  var missing = document.getElementById('token-missing');
  if (missing && input && input.value) missing.hidden = true;
})();`;

export interface AcceptView {
  /** The language the page's address asked for (`?ui_locales=es`), kept on its form. */
  asked?: string;
  token?: string;
  firstName?: string;
  lastName?: string;
  error?: string;
  errors?: Partial<Record<'first_name' | 'last_name' | 'password', string>>;
}

export function acceptPage(w: Words, v: AcceptView = {}) {
  const e = v.errors ?? {};
  const say = (key: Parameters<Words['say']>[0]) => esc(w.say(key));
  // The cursor starts in the first field with an error (or the first field).
  const focus = (['first_name', 'last_name', 'password'] as const).find((f) => e[f]) ?? 'first_name';
  return page({
    lang: w.lang,
    title: w.say('invitation.title'),
    scripts: [ACCEPT_SCRIPT_PATH],
    body: `<h1>${say('invitation.heading')}</h1>
<p class="lead">${say('invitation.lead')}</p>
${alert('error', v.error)}
${v.token ? '' : `<div id="token-missing" class="alert alert-info" role="status">${say('invitation.openFromMail')}</div>`}
<form method="post" action="${esc(`/accept-invitation${askedSuffix(v.asked)}`)}" novalidate>
<input type="hidden" id="f-token" name="token" value="${esc(v.token ?? '')}">
<div class="row">
${field({ name: 'first_name', label: w.say('issuer.firstName'), value: v.firstName ?? '', error: e.first_name, autocomplete: 'given-name', autofocus: focus === 'first_name' })}
${field({ name: 'last_name', label: w.say('issuer.lastName'), value: v.lastName ?? '', error: e.last_name, autocomplete: 'family-name', autofocus: focus === 'last_name' })}
</div>
${field({ name: 'password', label: w.say('issuer.password'), type: 'password', hint: w.say('issuer.passwordHint'), error: e.password, autocomplete: 'new-password', autofocus: focus === 'password' })}
<button type="submit">${say('invitation.submit')}</button>
</form>`,
  });
}

export function acceptedPage(w: Words, email: string) {
  const say = (key: Parameters<Words['say']>[0]) => esc(w.say(key));
  // The e-mail is the reader's own, shown in bold inside the sentence: marked, escaped, then put in.
  const mark = '\u0001';
  const lead = esc(w.say('invitation.readyLead', { email: mark })).replace(
    mark,
    `<strong>${esc(email)}</strong>`,
  );
  return page({
    lang: w.lang,
    title: w.say('invitation.readyTitle'),
    body: `<h1>${say('invitation.readyTitle')}</h1>
<p class="lead">${lead}</p>
<p><a class="button" href="/app/?signin=1">${say('invitation.continue')}</a></p>
<p class="hint">${say('invitation.whereApp')}</p>`,
  });
}
