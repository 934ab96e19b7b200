import type { Plugin } from 'vite';

/** What the build puts into <head> to start the portal: its entry, the chunks it imports, its sheet. */
const APP_TAG =
  /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="style"[^>]*>)/g;
const HOLDER = '<template id="app-assets"></template>';

/**
 * Moves the portal's script and style sheet tags out of <head> into `<template id="app-assets">`,
 * where the browser neither fetches nor runs them; boot/load-app.js puts them back right after the
 * first paint (issue 22). In <head> they were fetched first, and on a quick line they had arrived
 * before the first frame: the browser evaluated the 160 KB of script before painting the frame and
 * title boot/shell.js had drawn, and twenty script requests went ahead of the screen's first reads
 * on the six connections a browser opens. After the paint, the reads leave first and nothing the
 * first paint does not use comes before it. Runs after nonBlockingCss (the sheet is a preload then).
 */
export function appAfterFirstPaint(): Plugin {
  return {
    name: 'portal:app-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveAppTags },
  };
}

/** The page with the app's tags moved from <head> into the template (exported for its test). */
export function moveAppTags(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !html.includes(HOLDER)) throw new Error(`index.html needs </head> and ${HOLDER}`);
  const head = html.slice(0, headEnd);
  const tags = [...head.matchAll(APP_TAG)].map((match) => match[1] ?? '');
  if (!tags.some((tag) => tag.startsWith('<script')))
    throw new Error('index.html: no entry script in <head>');
  return (
    head.replace(APP_TAG, '') +
    html.slice(headEnd).replace(HOLDER, `<template id="app-assets">${tags.join('')}</template>`)
  );
}
