import { alert, esc, field, hidden, page } from './layout';

const back = (uid?: string) =>
  uid
    ? `<div class="links"><a href="/login?uid=${esc(encodeURIComponent(uid))}">Back to sign in</a></div>`
    : '';

export function forgotPage(v: {
  csrf: string;
  uid?: string;
  email?: string;
  error?: string;
  notice?: string;
}) {
  const action = v.uid ? `/forgot?uid=${encodeURIComponent(v.uid)}` : '/forgot';
  return page({
    title: 'Forgot your password',
    body: `<h1>Forgot your password?</h1>
<p class="lead">Enter the e-mail of your account. We will send you a link to choose a new password.</p>
${alert('error', v.error)}${alert('info', v.notice)}
<form method="post" action="${esc(action)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'email', label: 'Email', type: 'email', value: v.email ?? '', error: undefined, autocomplete: 'email', autofocus: true })}
<button type="submit">Send the link</button>
</form>${back(v.uid)}`,
  });
}

export function resetPage(v: { csrf: string; token: string; error?: string; fieldError?: string }) {
  return page({
    title: 'Choose a new password',
    body: `<h1>Choose a new password</h1>
${alert('error', v.error)}
<form method="post" action="/forgot/reset" novalidate>
${hidden('csrf', v.csrf)}${hidden('token', v.token)}
${field({ name: 'password', label: 'New password', type: 'password', hint: 'At least 12 characters.', error: v.fieldError, autocomplete: 'new-password', autofocus: true })}
<button type="submit">Save the new password</button>
</form>`,
  });
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }) {
  return page({
    title,
    body: `<h1>${esc(title)}</h1><p class="lead">${esc(text)}</p>${
      link ? `<a class="button" href="${esc(link.href)}">${esc(link.label)}</a>` : ''
    }`,
  });
}
