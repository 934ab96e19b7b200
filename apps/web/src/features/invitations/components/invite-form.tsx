import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invitationBody, messages, stripPhone } from '@portal/contracts';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors';
import { ApiError, errorMessage } from '../../../lib/http';
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
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', full_name: '', phone_number: '' },
    validate: (values) => schemaErrors(invitationBody, toInvitation(values)),
  });

  const submit = form.onSubmit((values) => {
    invite.mutate(toInvitation(values), {
      onSuccess: () => {
        showSuccess(messages.invitationSent);
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
          label="Email"
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput label="Full Name" autoComplete="off" required {...form.getInputProps('full_name')} />
        <PhoneInput
          label="Phone Number"
          description="Optional"
          {...form.getInputProps('phone_number')}
          value={form.values.phone_number}
          onChange={(v) => form.setFieldValue('phone_number', v)}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
