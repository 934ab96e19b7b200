import { alert, esc, field, hidden, page } from './layout';

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

export function registerPage(v: RegisterView): string {
  const q = `uid=${encodeURIComponent(v.uid)}`;
  const val = v.values ?? {};
  const err = v.errors ?? {};
  // The first field with an error takes the focus (its message is read with it); else the first field.
  const focus =
    (['center_name', 'first_name', 'last_name', 'email', 'password'] as const).find((n) => err[n]) ??
    'center_name';
  return page({
    title: 'Register a new center',
    body: `<h1>Register a new center</h1>
<p class="lead">Create your treatment center and its owner account. You will set the center up next.</p>
${alert('error', v.error)}
<form method="post" action="/register?${esc(q)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'center_name', label: 'Center name', value: val.center_name ?? '', error: err.center_name, autocomplete: 'organization', autofocus: focus === 'center_name' })}
<div class="row">
${field({ name: 'first_name', label: 'First name', value: val.first_name ?? '', error: err.first_name, autocomplete: 'given-name', autofocus: focus === 'first_name' })}
${field({ name: 'last_name', label: 'Last name', value: val.last_name ?? '', error: err.last_name, autocomplete: 'family-name', autofocus: focus === 'last_name' })}
</div>
${field({ name: 'email', label: 'Email', type: 'email', value: val.email ?? '', error: err.email, autocomplete: 'email', autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', error: err.password, hint: 'At least 12 characters.', autocomplete: 'new-password', autofocus: focus === 'password' })}
<button type="submit">Create center</button>
</form>
<div class="links"><a href="/login?${esc(q)}">I already have an account</a></div>`,
  });
}
