import { alert, esc, field, hidden, page } from './layout';
import type { Words } from './words';

export interface RegisterValues {
  center_name: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface RegisterView {
  uid: string;
  csrf: string;
  values?: Partial<RegisterValues>;
  errors?: Partial<Record<keyof RegisterValues | 'password', string>>;
  error?: string;
}

export function registerPage(w: Words, v: RegisterView): string {
  const q = `uid=${encodeURIComponent(v.uid)}`;
  const val = v.values ?? {};
  const err = v.errors ?? {};
  const say = (key: Parameters<Words['say']>[0]) => esc(w.say(key));
  // The first field with an error takes the focus (its message is read with it); else the first field.
  const focus =
    (['center_name', 'first_name', 'last_name', 'email', 'password'] as const).find((n) => err[n]) ??
    'center_name';
  return page({
    lang: w.lang,
    title: w.say('register.title'),
    body: `<h1>${say('register.title')}</h1>
<p class="lead">${say('register.lead')}</p>
${alert('error', v.error)}
<form method="post" action="/register?${esc(q)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'center_name', label: w.say('register.centerName'), value: val.center_name ?? '', error: err.center_name, autocomplete: 'organization', autofocus: focus === 'center_name' })}
<div class="row">
${field({ name: 'first_name', label: w.say('issuer.firstName'), value: val.first_name ?? '', error: err.first_name, autocomplete: 'given-name', autofocus: focus === 'first_name' })}
${field({ name: 'last_name', label: w.say('issuer.lastName'), value: val.last_name ?? '', error: err.last_name, autocomplete: 'family-name', autofocus: focus === 'last_name' })}
</div>
${field({ name: 'email', label: w.say('issuer.email'), type: 'email', value: val.email ?? '', error: err.email, autocomplete: 'email', autofocus: focus === 'email' })}
${field({ name: 'password', label: w.say('issuer.password'), type: 'password', error: err.password, hint: w.say('issuer.passwordHint'), autocomplete: 'new-password', autofocus: focus === 'password' })}
<button type="submit">${say('register.submit')}</button>
</form>
<div class="links"><a href="/login?${esc(q)}">${say('register.haveAccount')}</a></div>`,
  });
}
