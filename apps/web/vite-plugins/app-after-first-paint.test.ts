import { describe, expect, it } from 'vitest';
import { moveAppTags } from './app-after-first-paint';

// index.html as the build leaves it before this plugin: Vite's tags in <head>, the holder in <body>.
const built = [
  '<!doctype html><html><head><title>Recovery Portal</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/chunk-B.js">',
  '<link rel="preload" as="style" data-apply crossorigin href="/assets/index-C.css">',
  '<link rel="manifest" href="/manifest.webmanifest"></head>',
  '<body><div id="root"></div><script>shell()</script><template id="app-assets"></template><script>load()</script></body></html>',
].join('\n');

describe('the portal’s script and sheet after the first paint (app-after-first-paint)', () => {
  it('moves the entry, its preloads and the sheet from <head> into the template, in their order', () => {
    const page = moveAppTags(built);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/assets\//);
    // What is not the app's stays where it was.
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page).toContain(
      '<template id="app-assets"><script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/chunk-B.js">' +
        '<link rel="preload" as="style" data-apply crossorigin href="/assets/index-C.css"></template>' +
        '<script>load()</script>',
    );
  });

  it('fails the build rather than ship a page that never loads the portal', () => {
    expect(() => moveAppTags(built.replace('<template id="app-assets"></template>', ''))).toThrow(
      /app-assets/,
    );
    expect(() => moveAppTags(built.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(
      /entry script/,
    );
  });
});
