import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invitationBody, stripPhone } from '@portal/contracts';
import { keyOfSentence, schemaErrors, serverFieldErrors } from '../../../lib/form-errors';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { PhoneInput } from '../../../lib/phone';
import { showError, showSuccess } from '../../../lib/toasts';
import { useInvitePatient } from '../api/invite-patient';

interface Values {
  email: string;
  full_name: string;
  phone_number: string;
}

/** The spec's payload: formatting stripped, an empty phone sent as "+1" (spec §5). */
export function toInvitation(values: Values) {
  const digits = stripPhone(values.phone_number);
  return {
    email: values.email,
    full_name: values.full_name,
    phone_number: digits === '' || digits === '1' ? '+1' : digits,
    type: 'invite' as const,
    reservation_type: 'single' as const,
    switch_value: 'individual' as const,
  };
}

/**
 * A form's own errors in the screen's language: the contract's sentences are English, each shown
 * by its catalogue key (a sentence built from values, a name too long, keeps its English).
 */
export const inScreenLanguage = (errors: Record<string, string>, t: ReturnType<typeof useT>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, sentence]) => {
      const key = keyOfSentence(sentence);
      return [field, key ? t(key) : sentence];
    }),
  );

/** Individual mode: invite one patient by e-mail. */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const invite = useInvitePatient();
  const t = useT();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', full_name: '', phone_number: '' },
    validate: (values) => inScreenLanguage(schemaErrors(invitationBody, toInvitation(values)), t),
  });

  const submit = form.onSubmit((values) => {
    invite.mutate(toInvitation(values), {
      onSuccess: () => {
        showSuccess(t('invitationSent'));
        form.reset();
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiError) form.setErrors(serverFieldErrors(err.body));
        showError(errorMessage(err));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('invitations.email')}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('invitations.fullName')}
          autoComplete="off"
          required
          {...form.getInputProps('full_name')}
        />
        <PhoneInput
          label={t('invitations.phone')}
          description={t('invitations.optional')}
          {...form.getInputProps('phone_number')}
          value={form.values.phone_number}
          onChange={(v) => form.setFieldValue('phone_number', v)}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={invite.isPending}>
            {t('invitations.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
