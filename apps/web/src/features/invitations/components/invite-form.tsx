import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invitationBody, stripPhone } from '@portal/contracts';
import {
  errorsInScreenLanguage,
  schemaErrors,
  serverFieldErrors,
  useInScreenLanguage,
} from '../../../lib/form-errors';
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

/** Individual mode: invite one patient by e-mail. */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const invite = useInvitePatient();
  const t = useT();
  const say = useInScreenLanguage();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', full_name: '', phone_number: '' },
    // The contract's sentences are English; the form shows them in the screen's language.
    validate: (values) => errorsInScreenLanguage(schemaErrors(invitationBody, toInvitation(values)), say),
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
