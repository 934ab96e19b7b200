import type { Plugin } from 'vite';

const LANGUAGES = ['en', 'es'] as const;

/**
 * Names each language's texts file (the chunk of `import('virtual:texts/<domain>/<lang>')`) in
 * index.html, as JSON in `<script type="application/json" id="text-files">` right before the page's
 * first script: that boot script (apps/patient/boot/early.js) asks for the language the app opens in with a
 * `<link rel="modulepreload">` while the app's own script is still arriving. The app awaits its texts
 * before the first render, and from the entry alone that was one more round trip before the first
 * paint (goal 8c's LCP went from 1.46 to 1.84 s). The other language stays a file fetched when chosen; a data
 * block is not a script, so the Content-Security-Policy's hashes are untouched.
 */
export function textFiles(domain: string): Plugin {
  let base = '/';
  return {
    name: 'portal:text-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        bundle ? addTextFiles(html, domain, base, Object.values(bundle)) : html,
    },
  };
}

/** The page with its data block naming each language's texts file (exported for its test). */
export function addTextFiles(
  html: string,
  domain: string,
  base: string,
  output: ReadonlyArray<{ type: string; fileName: string; facadeModuleId?: string | null }>,
): string {
  const files: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const id = `\0virtual:texts/${domain}/${lang}`;
    const chunk = output.find((o) => o.type === 'chunk' && o.facadeModuleId === id);
    // A page that preloads nothing would still work, slower: fail the build instead of shipping that.
    if (!chunk) throw new Error(`text-files: no chunk of virtual:texts/${domain}/${lang} in the build`);
    files[lang] = `${base}${chunk.fileName}`;
  }
  const at = html.indexOf('<script');
  if (at < 0) throw new Error('text-files: index.html has no script to read the texts files');
  const block = `<script type="application/json" id="text-files">${JSON.stringify(files)}</script>\n    `;
  return html.slice(0, at) + block + html.slice(at);
}
