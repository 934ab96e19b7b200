import type { Plugin } from 'vite';

/** What the plugin reads of a bundle's chunk (Rolldown's output chunk has more). */
interface ScreenChunk {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Names, in index.html, the files a lazy screen needs beyond the entry's (its chunk, the chunks it
 * imports that the entry does not, their style sheets), as JSON in
 * `<script type="application/json" id="screen-files">` before the page's first script, keyed by the
 * screen's module (`src/screens/assessment.tsx`). The page's boot script (apps/patient/boot/early.js)
 * preloads those of the screen the app opens on, which otherwise waited for the entry to be fetched
 * and run: a questionnaire opened from a reminder, goal 8d. Only the screens named here.
 */
export function screenFiles(screens: readonly string[]): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'portal:screen-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        bundle ? addScreenFiles(html, screens, root, base, Object.values(bundle) as ScreenChunk[]) : html,
    },
  };
}

/** The page with its data block naming each screen's own files (exported for its test). */
export function addScreenFiles(
  html: string,
  screens: readonly string[],
  root: string,
  base: string,
  output: readonly ScreenChunk[],
): string {
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
  // The entry and what it imports statically: already in the page (script and modulepreload tags).
  const inPage = new Set<string>();
  const addStatic = (fileName: string) => {
    if (inPage.has(fileName)) return;
    inPage.add(fileName);
    for (const name of chunks.get(fileName)?.imports ?? []) addStatic(name);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) addStatic(chunk.fileName);

  const files: Record<string, string[]> = {};
  for (const screen of screens) {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === `${root}/${screen}`);
    if (!chunk) throw new Error(`screen-files: no chunk of ${screen} in the build`);
    const own: string[] = [];
    const css = new Set<string>();
    const visit = (fileName: string) => {
      if (inPage.has(fileName) || own.includes(fileName)) return;
      own.push(fileName);
      const c = chunks.get(fileName);
      for (const sheet of c?.viteMetadata?.importedCss ?? []) css.add(sheet);
      for (const name of c?.imports ?? []) visit(name);
    };
    visit(chunk.fileName);
    files[screen] = [...own, ...css].map((name) => `${base}${name}`);
  }
  const at = html.indexOf('<script');
  if (at < 0) throw new Error('screen-files: index.html has no script to read the screens’ files');
  const block = `<script type="application/json" id="screen-files">${JSON.stringify(files)}</script>\n    `;
  return html.slice(0, at) + block + html.slice(at);
}
