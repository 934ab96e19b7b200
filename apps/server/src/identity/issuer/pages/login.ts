import { alert, esc, field, hidden, page } from './layout';
import type { Words } from './words';

export interface LoginView {
  uid: string;
  csrf: string;
  email?: string;
  error?: string;
  notice?: string;
}

export function loginPage(w: Words, v: LoginView): string {
  const q = `uid=${encodeURIComponent(v.uid)}`;
  const say = (key: Parameters<Words['say']>[0]) => esc(w.say(key));
  return page({
    lang: w.lang,
    title: w.say('signIn.title'),
    body: `<h1>${say('signIn.title')}</h1>
<p class="lead">${say('signIn.lead')}</p>
${alert('error', v.error)}${alert('info', v.notice)}
<form method="post" action="/login?${esc(q)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'email', label: w.say('issuer.email'), type: 'email', value: v.email ?? '', autocomplete: 'username', autofocus: !v.email })}
${field({ name: 'password', label: w.say('issuer.password'), type: 'password', autocomplete: 'current-password', autofocus: !!v.email })}
<button type="submit">${say('signIn.submit')}</button>
</form>
<div class="links"><a href="/forgot?${esc(q)}">${say('signIn.forgot')}</a><a href="/register?${esc(q)}">${say('signIn.register')}</a></div>`,
  });
}
