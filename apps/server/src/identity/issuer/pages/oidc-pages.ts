import { esc, type Html, page } from './layout';

/** Asked when the portal ends the session: one button, pressed by /auth/assets/logout.js. */
export function logoutPage(form: string): string {
  // oidc-provider's form carries its own anti-forgery field; `logout=yes` ends the whole session.
  const withLogout = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><button type="submit" autofocus>Sign out</button></form>',
  );
  return page({
    title: 'Sign out',
    body: `<h1>Sign out</h1><p class="lead">You are signing out of the Recovery Portal on this device.</p>${withLogout}`,
    scripts: ['/auth/assets/logout.js'],
  });
}

export function signedOutPage(portalUrl: string): string {
  return page({
    title: 'Signed out',
    body: `<h1>You are signed out</h1><p class="lead">Close this window, or sign in again.</p><a class="button" href="${esc(portalUrl)}">Go to the portal</a>`,
  });
}

/** oidc-provider's errors (expired sign-in link, bad request): a plain page with a way back. */
export function errorPage(portalUrl: string, message: string): string {
  const body: Html = `<h1>Something went wrong</h1><p class="lead">${esc(message)}</p><a class="button" href="${esc(portalUrl)}">Back to the portal</a>`;
  return page({ title: 'Sign-in problem', body });
}

/** Pressed on load so the portal's sign-out needs no extra click; the button stays for no-JS. */
export const logoutScript = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(f)f.submit();});\n`;
