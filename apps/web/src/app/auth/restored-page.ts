import { USER_TOKEN_KEY } from '@portal/contracts';

/**
 * Back after sign-out shows nothing (issue 19): the portal's HTML is served `no-store`, so browsers
 * do not keep it in the back-forward cache; a browser that restores a page anyway (pageshow with
 * `persisted`) and holds no sign-in any more hides it at once and goes to `/`, which sends a
 * signed-out browser to the sign-in page. Nothing of the restored screen is painted.
 */
export function guardRestoredPages(win: Window = window): void {
  win.addEventListener('pageshow', (event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    let signedIn = false;
    try {
      signedIn = !!win.localStorage.getItem(USER_TOKEN_KEY);
    } catch {
      // Storage refused: treat as signed out.
    }
    if (signedIn) return;
    win.document.documentElement.style.visibility = 'hidden';
    win.location.replace('/');
  });
}
