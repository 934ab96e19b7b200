import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralText, NOT_FOR_PEOPLE } from './literal-text';
import { LEGACY_LITERAL_TEXT } from './literal-text-legacy';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APPS = ['apps/web/src', 'apps/patient/src'];
const isSource = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.(test|d)\.tsx?$/.test(file) &&
  !file.includes('/test/') &&
  !file.endsWith('test-setup.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter(isSource)
    .sort();
}

describe('findLiteralText', () => {
  it('finds JSX text, string children, and strings given to what people read', () => {
    const code = `
      import { messages } from '@portal/contracts';
      const a = <p>Saved</p>;
      const b = <p>{'Not found'}</p>;
      const c = <button aria-label="Close" />;
      const d = <img alt={\`Photo of \${name}\`} />;
      notify({ message: 'The note was saved.' });
      const e = <p>{done ? 'Done' : 'Due'}</p>;
    `;
    expect(findLiteralText(code).map((f) => f.text)).toEqual([
      'messages (the English catalogue) imported',
      'Saved',
      'Not found',
      'Close',
      'Photo of',
      'The note was saved.',
      'Done Due',
    ]);
  });

  it('leaves keys, punctuation, class names and marked strings alone', () => {
    const code = `
      const a = <p className="big" data-testid="row">{t('common.loading')} · 3</p>;
      const b = <input type="email" name="email" />;
      // ${NOT_FOR_PEOPLE}
      const c = { title: 'dashboard' };
      const d = { label: 'privacy.downloadHtml' };
    `;
    expect(findLiteralText(code)).toEqual([]);
  });
});

describe('no text for people written in a component (issue 36)', () => {
  const files = APPS.flatMap(sourceFiles);
  const found = new Map(
    files.map((file) => [file, findLiteralText(readFileSync(path.join(ROOT, file), 'utf8'), file)]),
  );

  it('every text comes from the catalogues, but in the files still to translate', () => {
    const offending = [...found]
      .filter(([file, texts]) => texts.length > 0 && !LEGACY_LITERAL_TEXT.includes(file))
      .map(([file, texts]) => `${file}: ${texts.map((t) => `${t.line} "${t.text}"`).join(', ')}`);
    // Put the text in packages/i18n/src/texts/<app>/, in English and Spanish, and read it with useT().
    expect(offending).toEqual([]);
  });

  it('the list of files still to translate only shrinks', () => {
    // A file that no longer has literal text leaves the list, so it cannot gain some back.
    const translated = LEGACY_LITERAL_TEXT.filter((file) => (found.get(file)?.length ?? 0) === 0);
    expect(translated).toEqual([]);
  });
});
