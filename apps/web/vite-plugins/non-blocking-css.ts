import type { Plugin } from 'vite';

/**
 * The portal's style sheet (Mantine's, ~31 KB compressed) no longer holds the first paint: index.html
 * preloads it (same priority, no render blocking) and the portal applies it before React's first
 * render (src/app/apply-styles.ts). The frame and title boot/shell.js draws carry their own inline
 * styles, so they paint as soon as the page arrives; on a phone's network the linked sheet kept them
 * back ~0.8 s behind the script downloads it shared the line with (issue 22, goals 8a and 8b).
 */
export function nonBlockingCss(): Plugin {
  return {
    name: 'portal:non-blocking-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="preload" as="style" data-apply$1>'),
    },
  };
}
