import { alert, esc, field, hidden, page } from './layout';
import type { Words } from './words';

type Key = Parameters<Words['say']>[0];

/**
 * `?ui_locales=es` when the page's own address asked for a language: kept on its form and links, so
 * the next page speaks it too. Empty otherwise (a sign-in's language comes from its interaction).
 */
export const askedSuffix = (asked: string | undefined, joiner: '?' | '&' = '?') =>
  asked ? `${joiner}ui_locales=${encodeURIComponent(asked)}` : '';

const back = (w: Words, uid?: string) =>
  uid
    ? `<div class="links"><a href="/login?uid=${esc(encodeURIComponent(uid))}">${esc(w.say('forgot.backToSignIn'))}</a></div>`
    : '';

export function forgotPage(
  w: Words,
  v: { csrf: string; uid?: string; asked?: string; email?: string; error?: string; notice?: string },
) {
  const say = (key: Key) => esc(w.say(key));
  const action = v.uid
    ? `/forgot?uid=${encodeURIComponent(v.uid)}${askedSuffix(v.asked, '&')}`
    : `/forgot${askedSuffix(v.asked)}`;
  return page({
    lang: w.lang,
    title: w.say('forgot.title'),
    body: `<h1>${say('forgot.heading')}</h1>
<p class="lead">${say('forgot.lead')}</p>
${alert('error', v.error)}${alert('info', v.notice)}
<form method="post" action="${esc(action)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'email', label: w.say('issuer.email'), type: 'email', value: v.email ?? '', error: undefined, autocomplete: 'email', autofocus: true })}
<button type="submit">${say('forgot.submit')}</button>
</form>${back(w, v.uid)}`,
  });
}

export function resetPage(
  w: Words,
  v: { csrf: string; token: string; asked?: string; error?: string; fieldError?: string },
) {
  return page({
    lang: w.lang,
    title: w.say('reset.title'),
    body: `<h1>${esc(w.say('reset.title'))}</h1>
${alert('error', v.error)}
<form method="post" action="${esc(`/forgot/reset${askedSuffix(v.asked)}`)}" novalidate>
${hidden('csrf', v.csrf)}${hidden('token', v.token)}
${field({ name: 'password', label: w.say('reset.newPassword'), type: 'password', hint: w.say('issuer.passwordHint'), error: v.fieldError, autocomplete: 'new-password', autofocus: true })}
<button type="submit">${esc(w.say('reset.submit'))}</button>
</form>`,
  });
}

export function messagePage(w: Words, title: string, text: string, link?: { href: string; label: string }) {
  return page({
    lang: w.lang,
    title,
    body: `<h1>${esc(title)}</h1><p class="lead">${esc(text)}</p>${
      link ? `<a class="button" href="${esc(link.href)}">${esc(link.label)}</a>` : ''
    }`,
  });
}
