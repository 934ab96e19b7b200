import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

const TAG = /<script data-inline-from="([^"]+)"><\/script>/g;

/**
 * Puts a page's boot script into index.html, minified: `<script data-inline-from="boot/x.js"></script>`
 * (a path from the app's folder) becomes `<script>…</script>`. A boot script draws the first frame
 * or starts the first reads before the app's own script arrives; as a file of its own it was one
 * more request on the first paint's path, which on a phone's network shared the line with the
 * app's scripts (issue 22). The server allows exactly these scripts by their hash in its
 * Content-Security-Policy (apps/server/src/http/inline-scripts.ts), no other inline script.
 */
export function inlineBootScript(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal:inline-boot-script',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const found = [...html.matchAll(TAG)];
        let out = html;
        for (const [tag, file = ''] of found) {
          const name = path.resolve(root, file);
          const { code, errors } = await minify(name, await readFile(name, 'utf8'), {});
          if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
          if (/<\/script/i.test(code)) throw new Error(`${file} may not contain "</script"`);
          out = out.replace(tag, `<script>${code.trim()}</script>`);
        }
        return out;
      },
    },
  };
}
