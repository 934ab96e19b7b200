import {
  type CompiledTexts,
  createCompiledTranslator,
  intlLocale,
  type Language,
  negotiate,
} from '@portal/i18n';
import { useSyncExternalStore } from 'react';

/** A compiled catalogue file, as `import('virtual:texts/<domain>/<lang>')` gives it. */
export type CompiledModule = { default: CompiledTexts };
export type TextLoaders = Record<Language, ReadonlyArray<() => Promise<CompiledModule>>>;

export interface TextsState<K extends string> {
  language: Language;
  /** `en-US` or `es-US`, for `Intl` dates and numbers. */
  locale: 'en-US' | 'es-US';
  t: (key: K, values?: Record<string, unknown>) => string;
}

const STORAGE_KEY = 'language';

/**
 * The texts of one browser app (React or Preact: only `useSyncExternalStore`). One language at a
 * time, loaded on demand; components read it with `useTexts()` and re-render when it changes, code
 * outside components with `current()`. Tests `install` English synchronously.
 */
export function createTexts<K extends string>(
  loaders: TextLoaders,
  /** Told of every language put in place: a date library's own language, say. */
  onInstall: (language: Language) => void = () => {},
) {
  let state: TextsState<K> = {
    language: 'en',
    locale: 'en-US',
    // Before a catalogue is in, a key shows as itself: visible in a test, never silent.
    t: (key) => key,
  };
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => state;

  function install(language: Language, messages: CompiledTexts) {
    state = { language, locale: intlLocale(language), t: createCompiledTranslator<K>(language, messages) };
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    onInstall(language);
    for (const listener of listeners) listener();
  }

  /** Loads a language's files and switches every screen to it; remembers it on this device. */
  async function setLanguage(language: Language) {
    const parts = await Promise.all(loaders[language].map((load) => load()));
    install(language, Object.assign({}, ...parts.map((part) => part.default)));
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts this visit.
    }
  }

  return {
    install,
    setLanguage,
    current: get,
    useTexts: (): TextsState<K> => useSyncExternalStore(subscribe, get, get),
  };
}

/**
 * The language to open in: the one chosen on this device, else the browser's (Spanish when the
 * phone or computer reads Spanish first), else English.
 */
export function startingLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (stored) return negotiate(stored);
  return negotiate(
    typeof navigator === 'undefined' ? '' : navigator.languages?.join(',') || navigator.language,
  );
}
