/**
 * Applies the style sheets index.html preloads instead of linking (vite-plugins/non-blocking-css.ts)
 * and resolves once they are applied, so React never draws an unstyled screen. A sheet that fails to
 * load still resolves: an unstyled portal beats none. In development Vite adds styles itself and
 * there is nothing to wait for.
 */
export function applyStyles(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-apply]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          preload.removeAttribute('data-apply');
          // A sheet the script adds, not the parser: it never holds a paint back. Same URL and
          // crossorigin as the preload, so the browser uses that download.
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          const cors = preload.getAttribute('crossorigin');
          if (cors !== null) sheet.setAttribute('crossorigin', cors);
          sheet.href = preload.href;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
