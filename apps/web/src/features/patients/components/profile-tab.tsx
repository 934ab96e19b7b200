// The date picker's styles come with it (a lazy chunk), not in the portal's first download.
import '@mantine/dates/styles.css';
import { Alert, Badge, Button, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { updateMembershipBody } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { IconCalendar, IconPencil, IconUserOff } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import {
  errorsInScreenLanguage,
  schemaErrors,
  serverFieldErrors,
  useInScreenLanguage,
} from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/format-contact';
import { ApiError, errorMessage } from '../../../lib/http';
import { useLanguage, useT } from '../../../lib/i18n';
import { PhoneInput } from '../../../lib/phone';
import { showError, showSuccess } from '../../../lib/toasts';
import type { MembershipDetail } from '../api/get-membership';
import { useAddictions } from '../api/list-addictions';
import { useUpdateMembership } from '../api/update-membership';
import { StatusBadge } from './status-badge';
import { StatusControl } from './status-control';

interface ProfileValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  addictions: string[];
  first_day: string | null;
}

const toBody = (v: ProfileValues) => ({
  first_name: v.first_name,
  last_name: v.last_name,
  phone_number: v.phone_number,
  addictions: v.addictions,
  first_day: v.first_day || null,
});

/** A date as the patients' screens write it (`patients.dateFormat`), in the screen's language. */
function useFormatDate() {
  const t = useT();
  return (iso: string | null) => (iso ? dayjs(iso).format(t('patients.dateFormat')) : '');
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children || <Text c="dimmed">{t('patients.profile.notSet')}</Text>}</div>
    </Stack>
  );
}

/** The Profile tab: the patient's details, and their edit form (names, phone, addictions, sobriety date). */
export function ProfileTab({ membership }: { membership: MembershipDetail }) {
  const t = useT();
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState(false);
  const addictions = useAddictions();
  const labels = new Map((addictions.data ?? []).map((a) => [a.value, a.label]));

  if (editing) return <ProfileForm membership={membership} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="md">
      {membership.account_deleted_at && (
        <Alert color="gray" icon={<IconUserOff size={18} aria-hidden />} title={t('patients.accountDeleted')}>
          {t('patients.profile.accountDeleted', {
            name: membership.full_name || t('patients.profile.thePatient'),
            date: formatDate(membership.account_deleted_at),
          })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label={t('patients.profile.firstName')}>{membership.first_name}</Field>
        <Field label={t('patients.profile.lastName')}>{membership.last_name}</Field>
        <Field label={t('patients.profile.email')}>{membership.email}</Field>
        <Field label={t('patients.profile.phone')}>{formatPhone(membership.phone_number)}</Field>
        <Field label={t('patients.profile.status')}>
          <StatusBadge status={membership.status} />
        </Field>
        <Field label={t('patients.profile.sobrietyDate')}>{formatDate(membership.first_day)}</Field>
        <Field label={t('settings.patientLanguage')}>
          {membership.language ? LANGUAGE_NAMES[membership.language] : t('settings.patientLanguageNone')}
        </Field>
      </SimpleGrid>
      <Field label={t('patients.profile.addictions')}>
        {membership.addictions.length > 0 && (
          <Group gap={6}>
            {membership.addictions.map((a) => (
              <Badge
                key={a}
                variant="light"
                color="grape"
                radius="sm"
                tt="none"
                fw={500}
                styles={{ label: { color: 'var(--mantine-color-grape-9)' } }}
              >
                {labels.get(a) ?? a}
              </Badge>
            ))}
          </Group>
        )}
      </Field>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <StatusControl id={membership.id} status={membership.status} />
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          {t('patients.profile.edit')}
        </Button>
      </Group>
    </Stack>
  );
}

function ProfileForm({ membership, onDone }: { membership: MembershipDetail; onDone: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  // The contract's sentences are English: the form shows them in the screen's language.
  const say = useInScreenLanguage();
  const addictions = useAddictions();
  const update = useUpdateMembership();
  const form = useForm<ProfileValues>({
    initialValues: {
      first_name: membership.first_name,
      last_name: membership.last_name,
      phone_number: formatPhone(membership.phone_number),
      addictions: membership.addictions,
      first_day: membership.first_day,
    },
    validate: (values) => errorsInScreenLanguage(schemaErrors(updateMembershipBody, toBody(values)), say),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { id: membership.id, ...toBody(values) },
      {
        onSuccess: () => {
          showSuccess(t('patientUpdated'));
          onDone();
        },
        onError: (err) => {
          showError(errorMessage(err));
          if (err instanceof ApiError) {
            const fields = serverFieldErrors(err.body);
            form.setErrors(
              Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0] ?? k, v])),
            );
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('patients.profile.firstName')} required {...form.getInputProps('first_name')} />
          <TextInput label={t('patients.profile.lastName')} required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <PhoneInput
          label={t('patients.profile.phone')}
          value={form.values.phone_number}
          onChange={(v) => form.setFieldValue('phone_number', v)}
          error={form.errors.phone_number}
        />
        <MultiSelect
          label={t('patients.profile.addictions')}
          placeholder={form.values.addictions.length ? undefined : t('patients.profile.chooseAddictions')}
          data={addictions.data ?? []}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('patients.profile.removeAddictions') }}
          hidePickedOptions
          nothingFoundMessage={t('patients.profile.noAddictionMatches')}
          {...form.getInputProps('addictions')}
        />
        <DatePickerInput
          label={t('patients.profile.sobrietyDate')}
          description={t('patients.profile.sobrietyDateHint')}
          placeholder={t('patients.profile.pickDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': t('patients.profile.clearDate') }}
          maxDate={dayjs().format('YYYY-MM-DD')}
          locale={language}
          valueFormat={t('patients.dateFormat')}
          {...form.getInputProps('first_day')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
