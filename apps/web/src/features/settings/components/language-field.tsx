import { Group, Radio } from '@mantine/core';
import type { UserSettings } from '@portal/contracts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/i18n';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { texts, useLanguage, useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateUserSettings } from '../api/update-user-settings';

/**
 * The staff member's language: applied to every screen at once and stored on the account (the
 * server's answers and e-mails follow it; on the next load it wins over the browser's). Each
 * language is named in itself, so a person who cannot read the current one finds theirs.
 */
export function LanguageField({ settings }: { settings: UserSettings }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const save = useUpdateUserSettings();
  // The language being put in place: its radio is checked at once, while its texts download.
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(value: string) {
    const next = value as Language;
    setPending(next);
    try {
      await setLanguage(next);
    } finally {
      setPending(null);
    }
    // The texts of the language just chosen (this render's `t` is the previous language's).
    const say = texts.current().t;
    try {
      // The stored settings with the new language: unsaved edits of the form above stay unsaved.
      await save.mutateAsync({
        first_name: settings.first_name,
        last_name: settings.last_name,
        phone: settings.phone ?? '',
        notification_emails: settings.notification_emails,
        language: next,
      });
      showSuccess(say('settings.languageSaved'));
    } catch (err) {
      showError(`${say('settings.languageSaveFailed')} ${errorMessage(err)}`);
    }
  }

  return (
    <Radio.Group
      label={t('common.language')}
      description={t('settings.languageHint')}
      value={pending ?? language}
      onChange={(value) => void choose(value)}
    >
      <Group mt="xs">
        {LANGUAGES.map((lang) => (
          <Radio key={lang} value={lang} lang={lang} label={LANGUAGE_NAMES[lang]} disabled={save.isPending} />
        ))}
      </Group>
    </Radio.Group>
  );
}
