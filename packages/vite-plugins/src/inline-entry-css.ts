import type { Plugin } from 'vite';

/**
 * The app's own style sheet (about 2 KB compressed) goes into index.html as a <style>: a linked
 * sheet blocks the first paint on one more request, which on a phone's network was ~150 ms of the
 * home screen's largest paint (issue 22, goal 8c). Only the entry's sheet; a lazy screen's own CSS,
 * if one ever has some, stays a file its chunk loads.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'portal:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (link, href: string) => {
          const asset = Object.values(bundle).find(
            (a) => a.type === 'asset' && href.endsWith(`/${a.fileName}`),
          );
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
