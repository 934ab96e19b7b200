import { alert, esc, field, hidden, page } from './layout';

export interface LoginView {
  uid: string;
  csrf: string;
  email?: string;
  error?: string;
  notice?: string;
}

export function loginPage(v: LoginView): string {
  const q = `uid=${encodeURIComponent(v.uid)}`;
  return page({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p class="lead">Use the e-mail and password of your treatment center account.</p>
${alert('error', v.error)}${alert('info', v.notice)}
<form method="post" action="/login?${esc(q)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'email', label: 'Email', type: 'email', value: v.email ?? '', autocomplete: 'username', autofocus: !v.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: !!v.email })}
<button type="submit">Sign in</button>
</form>
<div class="links"><a href="/forgot?${esc(q)}">Forgot your password?</a><a href="/register?${esc(q)}">Register a new center</a></div>`,
  });
}
