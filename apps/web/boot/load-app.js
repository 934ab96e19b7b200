/*
 * Starts the portal's script and style sheet right after the first paint (issue 22). The build
 * keeps their tags in <template id="app-assets"> (vite-plugins/app-after-first-paint.ts), where the
 * browser leaves them alone; here they go into <head> as they were. Until then the page shows what
 * boot/shell.js drew (the frame and the title, the screen's reads on their way) or "Loading…".
 * Once the first contentful paint is reported (the frame on screen, not merely drawn: a script asked
 * for between the two came back, on a quick line, before the paint was shown), or after the next
 * frame where a browser does not report paints. A page opened in the background paints nothing, so
 * it loads at once; the timer is a net for a browser that never calls back. In development the
 * template is empty and Vite's own tag loads the portal.
 */
(() => {
  const assets = document.getElementById('app-assets');
  if (!assets?.content.childElementCount) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    document.head.append(document.importNode(assets.content, true));
  };
  if (document.visibilityState !== 'visible') return load();
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(load));
  setTimeout(load, 500);
})();
