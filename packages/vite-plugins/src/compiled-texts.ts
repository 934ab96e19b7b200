import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

const PREFIX = 'virtual:texts/';
const SOURCE = path.resolve(import.meta.dirname, '../../i18n/src/texts/compiled.ts');

type CompiledModule = typeof import('../../i18n/src/texts/compiled.ts');

/**
 * `import('virtual:texts/<domain>/<lang>')` → that language's texts compiled for Lingui's runtime,
 * as one JSON module: the ICU parser and the other language stay out of the browser
 * (docs/decisions/languages.md). The catalogues are TypeScript in a workspace package, so they are
 * read through Vite's own module runner, once a build.
 */
export function compiledTexts(): Plugin {
  let source: Promise<{ module: CompiledModule; dependencies: string[] }> | undefined;
  return {
    name: 'portal-compiled-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [domain = '', lang = ''] = id.slice(PREFIX.length + 1).split('/');
      source ??= runnerImport<CompiledModule>(SOURCE, { configFile: false, logLevel: 'error' });
      const { module, dependencies } = await source;
      if (!(module.TEXT_DOMAINS as readonly string[]).includes(domain) || !['en', 'es'].includes(lang)) {
        this.error(`${id}: no such texts (domains ${module.TEXT_DOMAINS.join(', ')}; languages en, es)`);
      }
      for (const file of dependencies) this.addWatchFile(file);
      const compiled = module.compiledTexts(domain as never, lang as never);
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
    // An edit to a catalogue reloads the texts in `vite` dev.
    watchChange() {
      source = undefined;
    },
  };
}
