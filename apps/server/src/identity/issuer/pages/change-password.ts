import { askedSuffix } from './forgot';
import { alert, esc, field, hidden, page } from './layout';
import type { Words } from './words';

export interface ChangePasswordView {
  csrf: string;
  asked?: string;
  email?: string;
  error?: string;
  errors?: { current_password?: string; new_password?: string };
}

export function changePasswordPage(w: Words, v: ChangePasswordView): string {
  const say = (key: Parameters<Words['say']>[0]) => esc(w.say(key));
  return page({
    lang: w.lang,
    title: w.say('changePassword.title'),
    body: `<h1>${say('changePassword.title')}</h1>
<p class="lead">${say('changePassword.lead')}</p>
${alert('error', v.error)}
<form method="post" action="${esc(`/change-password${askedSuffix(v.asked)}`)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'email', label: w.say('issuer.email'), type: 'email', value: v.email ?? '', autocomplete: 'username', autofocus: !v.email })}
${field({ name: 'current_password', label: w.say('changePassword.current'), type: 'password', error: v.errors?.current_password, autocomplete: 'current-password', autofocus: !!v.email })}
${field({ name: 'new_password', label: w.say('reset.newPassword'), type: 'password', hint: w.say('issuer.passwordHint'), error: v.errors?.new_password, autocomplete: 'new-password' })}
<button type="submit">${say('changePassword.submit')}</button>
</form>
<div class="links"><a href="/">${say('issuer.backToPortal')}</a></div>`,
  });
}
