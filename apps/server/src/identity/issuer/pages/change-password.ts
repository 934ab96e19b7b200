import { alert, field, hidden, page } from './layout';

export interface ChangePasswordView {
  csrf: string;
  email?: string;
  error?: string;
  errors?: { current_password?: string; new_password?: string };
}

export function changePasswordPage(v: ChangePasswordView): string {
  return page({
    title: 'Change your password',
    body: `<h1>Change your password</h1>
<p class="lead">Enter your current password, then the new one.</p>
${alert('error', v.error)}
<form method="post" action="/change-password" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'email', label: 'Email', type: 'email', value: v.email ?? '', autocomplete: 'username', autofocus: !v.email })}
${field({ name: 'current_password', label: 'Current password', type: 'password', error: v.errors?.current_password, autocomplete: 'current-password', autofocus: !!v.email })}
${field({ name: 'new_password', label: 'New password', type: 'password', hint: 'At least 12 characters.', error: v.errors?.new_password, autocomplete: 'new-password' })}
<button type="submit">Change password</button>
</form>
<div class="links"><a href="/">Back to the portal</a></div>`,
  });
}
