import type { Messages } from '@lingui/core';
import { en } from '../catalogues/en';
import { es } from '../catalogues/es';
import { compileCatalogue } from '../compile';
import type { Language } from '../languages';
import { appTexts } from './app';
import { portalTexts } from './portal';
import type { Texts } from './types';

/** What a browser loads: its app's screen texts, and the server's sentences (`server`). */
export const TEXT_DOMAINS = ['app', 'portal', 'server'] as const;
export type TextDomain = (typeof TEXT_DOMAINS)[number];

const SCREEN_TEXTS: Record<Exclude<TextDomain, 'server'>, Texts> = { app: appTexts, portal: portalTexts };

/** One language of a domain, as ICU source texts. */
export function domainTexts(domain: TextDomain, lang: Language): Record<string, string> {
  if (domain === 'server') return lang === 'es' ? es : en;
  return Object.fromEntries(Object.entries(SCREEN_TEXTS[domain]).map(([key, text]) => [key, text[lang]]));
}

/** One language of a domain compiled for Lingui's runtime: run at build time and in tests. */
export const compiledTexts = (domain: TextDomain, lang: Language): Messages =>
  compileCatalogue(domainTexts(domain, lang));
