import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { startingLanguage } from '@portal/client/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addScreenFiles } from '../../../../packages/vite-plugins/src/screen-files.ts';
import { addTextFiles } from '../../../../packages/vite-plugins/src/text-files.ts';

const EARLY = readFileSync(path.resolve(import.meta.dirname, '../../boot/early.js'), 'utf8');
const FILES = { en: '/app/assets/en-A1.js', es: '/app/assets/es-B2.js' };
const QUESTIONNAIRE = [
  '/app/assets/assessment-C3.js',
  '/app/assets/results-D4.js',
  '/app/assets/results-E5.css',
];

/** The page's boot script as the browser runs it, under the data block the build writes. */
function openPage(pathname = '/app/') {
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML =
    `<script type="application/json" id="text-files">${JSON.stringify(FILES)}</script>` +
    `<script type="application/json" id="screen-files">${JSON.stringify({ 'src/screens/assessment.tsx': QUESTIONNAIRE })}</script>`;
  const { localStorage, navigator, location, fetch } = window;
  vm.runInNewContext(EARLY, { window, document, localStorage, navigator, location, fetch });
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );
}

const readsFirst = (languages: string[], language = '') => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
};

// The app waits for its language's texts before its first render: boot/early.js asks for that file
// beside the app's script, so the first paint does not wait for a second round trip (goal 8c).
describe('the texts of the language the app opens in, asked for by the page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    delete window.__patientEarly;
    window.history.replaceState(null, '', '/');
  });

  it('preloads exactly the file of the language the app then opens in', () => {
    const cases: { stored?: string; languages: string[]; language?: string }[] = [
      { languages: ['en-US', 'en'] },
      { languages: ['es-MX', 'en-US'] },
      { languages: ['fr-FR', 'es'] },
      { languages: ['en-GB', 'es-ES'] },
      { languages: ['de-DE'] },
      { languages: [], language: 'es-ES' },
      { stored: 'es', languages: ['en-US'] },
      { stored: 'en', languages: ['es-MX'] },
      { stored: 'es-419', languages: ['en-US'] },
      // A stored choice the app does not speak opens in English, not in the phone's language.
      { stored: 'fr', languages: ['es-MX'] },
    ];
    const seen = new Set<string>();
    for (const { stored, languages, language } of cases) {
      window.localStorage.clear();
      if (stored) window.localStorage.setItem('language', stored);
      readsFirst(languages, language);
      const expected = FILES[startingLanguage()];
      seen.add(expected);
      expect(openPage(), JSON.stringify({ stored, languages, language })).toEqual([expected]);
    }
    // The table tries both languages (a check that always expects English proves nothing).
    expect(seen).toEqual(new Set(Object.values(FILES)));
  });

  it('still preloads the phone’s language when the storage cannot be read (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    readsFirst(['es-US']);
    expect(startingLanguage()).toBe('es');
    expect(openPage()).toEqual([FILES.es]);
  });

  it('asks a questionnaire’s questions in that language on its screen, as useAssessment() does', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem('language', 'es');
    window.localStorage.setItem('patient-app-token', 'token-1');
    window.localStorage.setItem('patient-app-token-exp', String(Math.floor(Date.now() / 1000) + 3600));
    window.localStorage.setItem('patient-app-me', JSON.stringify({ id: 'u1', is_patient: true }));
    // Its screen's code and style sheet too, which waited for the app's entry before.
    expect(openPage('/app/assessments/a-1')).toEqual([FILES.es, ...QUESTIONNAIRE.slice(0, 2)]);
    expect(document.head.querySelector('link[rel="preload"][as="style"]')?.getAttribute('href')).toBe(
      QUESTIONNAIRE[2],
    );
    expect(Object.keys(window.__patientEarly ?? {})).toEqual([
      '/patient/membership',
      '/chat/unread',
      // The path src/lib/assessments.ts reads (`/patient/assessments/${id}?lang=${language}`).
      '/patient/assessments/a-1?lang=es',
    ]);
  });

  it('is named in the built page before the boot script that reads it, the build failing without it', () => {
    const output = [
      { type: 'chunk', fileName: 'assets/index-X.js', facadeModuleId: '/src/main.tsx' },
      { type: 'chunk', fileName: 'assets/es-B2.js', facadeModuleId: '\0virtual:texts/app/es' },
      { type: 'chunk', fileName: 'assets/en-A1.js', facadeModuleId: '\0virtual:texts/app/en' },
    ];
    const page = addTextFiles('<head><title>t</title><script>boot()</script></head>', 'app', '/app/', output);
    expect(page).toContain(
      `<title>t</title><script type="application/json" id="text-files">${JSON.stringify(FILES)}</script>`,
    );
    expect(page.indexOf('id="text-files"')).toBeLessThan(page.indexOf('<script>boot()'));
    expect(() => addTextFiles('<head><script></script></head>', 'app', '/app/', output.slice(0, 2))).toThrow(
      /virtual:texts\/app\/en/,
    );
  });

  it('names a screen’s own files: its chunk, what only it imports, their style sheets', () => {
    const output = [
      { type: 'chunk', fileName: 'assets/index-X.js', isEntry: true, imports: ['assets/shared-S.js'] },
      { type: 'chunk', fileName: 'assets/shared-S.js', imports: [] },
      {
        type: 'chunk',
        fileName: 'assets/assessment-C3.js',
        facadeModuleId: '/root/src/screens/assessment.tsx',
        imports: ['assets/shared-S.js', 'assets/results-D4.js'],
      },
      {
        type: 'chunk',
        fileName: 'assets/results-D4.js',
        imports: ['assets/shared-S.js'],
        viteMetadata: { importedCss: new Set(['assets/results-E5.css']) },
      },
    ];
    const page = addScreenFiles(
      '<head><script>boot()</script></head>',
      ['src/screens/assessment.tsx'],
      '/root',
      '/app/',
      output,
    );
    expect(page).toContain(
      `<script type="application/json" id="screen-files">${JSON.stringify({ 'src/screens/assessment.tsx': QUESTIONNAIRE })}</script>`,
    );
    expect(() =>
      addScreenFiles('<script></script>', ['src/screens/gone.tsx'], '/root', '/app/', output),
    ).toThrow(/gone\.tsx/);
  });
});
