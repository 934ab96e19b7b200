import { esc, type Html, page } from './layout';
import type { Words } from './words';

/** Asked when the portal ends the session: one button, pressed by /auth/assets/logout.js. */
export function logoutPage(w: Words, form: string): string {
  // oidc-provider's form carries its own anti-forgery field; `logout=yes` ends the whole session.
  const withLogout = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button type="submit" autofocus>${esc(w.say('signOut.submit'))}</button></form>`,
  );
  return page({
    lang: w.lang,
    title: w.say('signOut.title'),
    body: `<h1>${esc(w.say('signOut.title'))}</h1><p class="lead">${esc(w.say('signOut.lead'))}</p>${withLogout}`,
    scripts: ['/auth/assets/logout.js'],
  });
}

export function signedOutPage(w: Words, portalUrl: string): string {
  return page({
    lang: w.lang,
    title: w.say('signOut.doneTitle'),
    body: `<h1>${esc(w.say('signOut.doneHeading'))}</h1><p class="lead">${esc(w.say('signOut.doneLead'))}</p><a class="button" href="${esc(portalUrl)}">${esc(w.say('signOut.toPortal'))}</a>`,
  });
}

/** oidc-provider's errors (expired sign-in link, bad request): a plain page with a way back. */
export function errorPage(w: Words, portalUrl: string, message: string): string {
  const body: Html = `<h1>${esc(w.say('signInError.heading'))}</h1><p class="lead">${esc(message)}</p><a class="button" href="${esc(portalUrl)}">${esc(w.say('issuer.backToPortal'))}</a>`;
  return page({ lang: w.lang, title: w.say('signInError.title'), body });
}

/** Pressed on load so the portal's sign-out needs no extra click; the button stays for no-JS. */
export const logoutScript = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(f)f.submit();});\n`;
