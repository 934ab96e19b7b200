import type { Page } from '@playwright/test';
import { en as enCatalogue } from '@portal/i18n/catalogues/en';
import { es as esCatalogue } from '@portal/i18n/catalogues/es';
import { compileCatalogue } from '@portal/i18n/compile';
import { appTexts } from '@portal/i18n/texts/app';
import { portalTexts } from '@portal/i18n/texts/portal';
import { expect } from './fixtures';

/**
 * Issue 36's proof: a screen shown in Spanish has no English left. The English of the app's own
 * catalogue (its screens' texts, and the server's sentences of packages/contracts' `messages`) is
 * looked for in what the page shows (`document.body.innerText`). Names, e-mails and what people
 * typed are in no catalogue, so they never match.
 *
 * What is looked for: each text whose Spanish differs, cut at its placeholders (`{name}`, a plural's
 * `#`) into the runs of fixed words it always shows; a run of two words or more (a single word such
 * as "Email" or "Total" collides with names and with Spanish), not found in any Spanish text (a
 * brand or a term Spanish keeps, such as "Recovery Portal"), matched whole words, case ignored (a
 * label drawn in capitals reads in capitals). Dates are no catalogue's texts: their English forms
 * are looked for apart (`ENGLISH_DATES`).
 */

type Pairs = Readonly<Record<string, Readonly<{ en: string; es: string }>>>;
type Compiled = ReturnType<typeof compileCatalogue>[string];

/** The runs of fixed text of a compiled ICU message: placeholders cut them, each branch gives its own. */
function fixedRuns(message: Compiled, runs: string[] = []): string[] {
  if (typeof message === 'string') {
    runs.push(message);
    return runs;
  }
  let run = '';
  for (const token of message) {
    // A plural's `#` is the number: it cuts the run like a placeholder.
    if (typeof token === 'string' && token !== '#') {
      run += token;
      continue;
    }
    runs.push(run);
    run = '';
    if (typeof token === 'string') continue;
    const branches = token[2];
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches))
        if (typeof branch === 'string' || Array.isArray(branch)) fixedRuns(branch as Compiled, runs);
  }
  runs.push(run);
  return runs;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const words = (text: string) => text.split(' ').filter((w) => /\p{L}/u.test(w)).length;

export function englishRuns(pairs: Pairs) {
  const spanish = Object.values(pairs)
    .map((p) => squash(p.es).toLowerCase())
    .join('\n');
  const found = new Map<string, string>();
  for (const [key, { en, es }] of Object.entries(pairs)) {
    if (en === es) continue;
    for (const raw of fixedRuns(compileCatalogue({ en }).en as Compiled)) {
      const run = squash(raw).replace(/^[^\p{L}]+|[^\p{L}.!?…]+$/gu, '');
      if (words(run) < 2 || spanish.includes(run.toLowerCase()) || found.has(run)) continue;
      found.set(run, key);
    }
  }
  return [...found].map(([run, key]) => ({
    run,
    key,
    pattern: new RegExp(`(?<!\\p{L})${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu'),
  }));
}

const serverPairs: Pairs = Object.fromEntries(
  Object.entries(enCatalogue).map(([key, en]) => [
    `messages.${key}`,
    { en, es: esCatalogue[key as keyof typeof esCatalogue] },
  ]),
);

const catalogues = {
  portal: englishRuns({ ...portalTexts, ...serverPairs }),
  app: englishRuns({ ...appTexts, ...serverPairs }),
};

/**
 * Dates and times written the English way, which no catalogue holds (a format left in code): a
 * 12-hour clock with AM/PM, a capitalized English month before its day, an English weekday.
 */
const ENGLISH_DATES = [
  /\b\d{1,2}:\d{2}\s?[AP]M\b/g,
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}\b/g,
  /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:day)?(?=,| \d)/g,
];

/** The English texts of `app`'s catalogue the page shows now, as "key: text", then English dates. */
export async function englishLeft(page: Page, app: 'portal' | 'app'): Promise<string[]> {
  const shown = squash(await page.evaluate(() => document.body.innerText));
  const texts = catalogues[app]
    .filter(({ pattern }) => pattern.test(shown))
    .map(({ key, run }) => `${key}: ${run}`);
  const dates = ENGLISH_DATES.flatMap((pattern) => shown.match(pattern) ?? []).map((d) => `date: ${d}`);
  return [...texts, ...dates];
}

/** Fails when the page shows any English text of `app`'s catalogue, listing each. */
export async function expectNoEnglish(page: Page, app: 'portal' | 'app', where: string) {
  expect(await englishLeft(page, app), `English left on ${where} (${page.url()})`).toEqual([]);
}
