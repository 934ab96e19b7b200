import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/i18n';
import { useState } from 'react';
import { useLanguage, useT } from '../lib/i18n';
import { chooseLanguage } from '../lib/language';

/**
 * English / Español, each in its own language (a person who cannot read the current one finds
 * theirs). Switches every screen at once; signed in, the choice is also stored on the account.
 */
export function LanguageSwitch({ signedIn, hint }: { signedIn: boolean; hint?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [failed, setFailed] = useState(false);
  // The language being put in place: its radio is checked at once, while its texts download.
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(next: Language) {
    setPending(next);
    setFailed(false);
    try {
      await chooseLanguage(next, signedIn);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  }
  const shown = pending ?? language;
  return (
    <fieldset
      className="languages"
      aria-describedby={hint ? 'language-hint' : undefined}
      aria-busy={pending !== null}
    >
      <legend>{t('common.language')}</legend>
      {hint && (
        <p id="language-hint" className="muted">
          {hint}
        </p>
      )}
      <div className="grid2">
        {LANGUAGES.map((lang) => (
          <label key={lang} className="choice">
            <input
              type="radio"
              name="language"
              value={lang}
              lang={lang}
              checked={shown === lang}
              onChange={() => void choose(lang)}
            />
            <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
          </label>
        ))}
      </div>
      <div aria-live="polite">
        {failed && (
          <p className="alert error" role="alert">
            {t('welcome.languageSaveFailed')}
          </p>
        )}
      </div>
    </fieldset>
  );
}
