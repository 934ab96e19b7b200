import { Button, Fieldset, Group, Radio, Stack, TextInput } from '@mantine/core';
import {
  type CenterSettings,
  PROGRAM_START_RULES,
  type ProgramStartRule,
  updateCenterSettingsBody,
} from '@portal/contracts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/i18n';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import { type FormEvent, useState } from 'react';
import { useInScreenLanguage } from '../../../lib/form-errors';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { TimeZoneSelect } from '../../../lib/time-zone-select';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateCenterSettings } from '../api/update-center-settings';
import { DefaultTasksEditor, type TaskDraft } from './default-tasks-editor';

const PROGRAM_START_TEXTS = {
  join_date: 'settings.programStart.joinDate',
  next_monday: 'settings.programStart.nextMonday',
  set_by_staff: 'settings.programStart.setByStaff',
} as const satisfies Record<ProgramStartRule, PortalTextKey>;

const legendStyles = {
  legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0, marginBottom: 6 },
};

interface Values {
  time_zone: string;
  check_in_messages: string[];
  default_tasks: TaskDraft[];
  program_start_rule: ProgramStartRule;
  default_language: Language;
}

/**
 * The center's default settings: time zone, the three preset check-in messages, the default daily
 * tasks and the program start rule. The wizard shows it without the time zone (its first step
 * already asked).
 */
export function DefaultSettingsForm({
  centerId,
  settings,
  showTimeZone = true,
  submitLabel,
  onSaved,
}: {
  centerId: string;
  settings: CenterSettings;
  showTimeZone?: boolean;
  submitLabel?: string;
  onSaved?: (settings: CenterSettings) => void;
}) {
  const [values, setValues] = useState<Values>(() => ({
    time_zone: settings.time_zone,
    check_in_messages: [...settings.check_in_messages],
    default_tasks: settings.default_tasks.map((task) => ({ ...task })),
    program_start_rule: settings.program_start_rule,
    default_language: settings.default_language,
  }));
  const t = useT();
  const say = useInScreenLanguage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateCenterSettings(centerId);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateCenterSettingsBody.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        // The contract's sentences are English; the form shows them in the screen's language.
        next[issue.path.join('.')] ??= say(issue.message);
      }
      setErrors(next);
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      showSuccess(t('settingsSaved'));
      onSaved?.(saved);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length) {
        setErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      }
      showError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.defaultsTitle')}>
      <Stack gap="lg">
        {showTimeZone && (
          <TimeZoneSelect
            label={t('settings.centerTimeZone')}
            required
            value={values.time_zone}
            onChange={(zone) => set('time_zone', zone ?? '')}
            error={errors.time_zone}
          />
        )}
        <Fieldset legend={t('settings.checkInMessages')} variant="unstyled" styles={legendStyles}>
          <Stack gap="xs">
            {values.check_in_messages.map((text, i) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: the three messages are indexed 1 to 3
                key={i}
                label={t('settings.checkInMessage', { number: i + 1 })}
                required
                maxLength={140}
                value={text}
                onChange={(e) => {
                  const next = [...values.check_in_messages];
                  next[i] = e.currentTarget.value;
                  set('check_in_messages', next);
                }}
                error={errors[`check_in_messages.${i}`] ?? (i === 0 ? errors.check_in_messages : undefined)}
              />
            ))}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('settings.defaultTasks')} variant="unstyled" styles={legendStyles}>
          <DefaultTasksEditor
            value={values.default_tasks}
            onChange={(tasks) => set('default_tasks', tasks)}
            errors={errors}
          />
        </Fieldset>
        <Radio.Group
          label={t('settings.programStart')}
          description={t('settings.programStartHint')}
          required
          value={values.program_start_rule}
          onChange={(v) => set('program_start_rule', v as ProgramStartRule)}
          error={errors.program_start_rule}
        >
          <Stack gap="xs" mt="xs">
            {PROGRAM_START_RULES.map((rule) => (
              <Radio key={rule} value={rule} label={t(PROGRAM_START_TEXTS[rule])} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('settings.defaultLanguage')}
          description={t('settings.defaultLanguageHint')}
          value={values.default_language}
          onChange={(v) => set('default_language', v as Language)}
          error={errors.default_language}
        >
          <Group mt="xs">
            {LANGUAGES.map((lang) => (
              <Radio key={lang} value={lang} lang={lang} label={LANGUAGE_NAMES[lang]} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
