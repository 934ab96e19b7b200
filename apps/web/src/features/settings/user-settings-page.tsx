import {
  Anchor,
  Button,
  Card,
  Center,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type UserSettings, updateUserSettingsBody } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useInScreenLanguage } from '../../lib/form-errors';
import { formatPhone } from '../../lib/format-contact';
import { ApiError, errorMessage } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { PhoneInput } from '../../lib/phone';
import { Spinner } from '../../lib/spinner';
import { showError, showSuccess } from '../../lib/toasts';
import { useUserSettings } from './api/get-user-settings';
import { useUpdateUserSettings } from './api/update-user-settings';
import { LanguageField } from './components/language-field';

const legendStyles = {
  legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0, marginBottom: 6 },
};

type Values = {
  first_name: string;
  last_name: string;
  phone: string;
  notification_emails: UserSettings['notification_emails'];
};

function UserSettingsForm({ settings }: { settings: UserSettings }) {
  const [values, setValues] = useState<Values>({
    first_name: settings.first_name,
    last_name: settings.last_name,
    phone: formatPhone(settings.phone),
    notification_emails: { ...settings.notification_emails },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateUserSettings();
  const t = useT();
  const say = useInScreenLanguage();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const notify = (key: keyof Values['notification_emails'], checked: boolean) =>
    set('notification_emails', { ...values.notification_emails, [key]: checked });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateUserSettingsBody.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        // The contract's sentences are English; the form shows them in the screen's language.
        next[String(issue.path[0])] ??= say(issue.message);
      }
      setErrors(next);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      showSuccess(t('userSettingsSaved'));
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length) {
        setErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      }
      showError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.yours')}>
      <Stack gap="md">
        <TextInput
          label={t('settings.email')}
          value={settings.email}
          readOnly
          description={t('settings.emailHint')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.firstName')}
            required
            maxLength={100}
            value={values.first_name}
            onChange={(e) => set('first_name', e.currentTarget.value)}
            error={errors.first_name || undefined}
          />
          <TextInput
            label={t('settings.lastName')}
            required
            maxLength={100}
            value={values.last_name}
            onChange={(e) => set('last_name', e.currentTarget.value)}
            error={errors.last_name || undefined}
          />
        </SimpleGrid>
        <PhoneInput
          label={t('settings.phone')}
          required
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={errors.phone || undefined}
        />
        <Fieldset legend={t('settings.notificationEmails')} variant="unstyled" styles={legendStyles}>
          <Stack gap="xs">
            <Checkbox
              label={t('settings.notifyContactNow')}
              checked={values.notification_emails.contact_now}
              onChange={(e) => notify('contact_now', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('settings.notifyUnread')}
              checked={values.notification_emails.unread_messages}
              onChange={(e) => notify('unread_messages', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('settings.notifyAlerts')}
              checked={values.notification_emails.risk_alerts}
              onChange={(e) => notify('risk_alerts', e.currentTarget.checked)}
            />
          </Stack>
        </Fieldset>
        <Group justify="space-between">
          <Stack gap={4}>
            {settings.password_change_url ? (
              <Anchor href={settings.password_change_url}>{t('settings.changePassword')}</Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('settings.changePasswordElsewhere')}
              </Text>
            )}
            <Anchor component={Link} to="/default-settings">
              {t('settings.centerDefaults')}
            </Anchor>
          </Stack>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** User settings (/user-settings): own name, phone, notification e-mails, link to change password. */
export function UserSettingsPage() {
  const settings = useUserSettings();
  const t = useT();
  return (
    <Stack maw={640} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {settings.isPending ? (
          <Center py="xl">
            <Spinner label={t('settings.loading')} />
          </Center>
        ) : settings.isError ? (
          <Text role="alert">{t('requestFailed')}</Text>
        ) : (
          <UserSettingsForm settings={settings.data} />
        )}
      </Card>
      {settings.data && (
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <LanguageField settings={settings.data} />
        </Card>
      )}
    </Stack>
  );
}
