import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, reservationBody, stripPhone } from '@portal/contracts';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors';
import { ApiError, errorMessage } from '../../../lib/http';
import { PhoneInput } from '../../../lib/phone';
import { showError, showSuccess } from '../../../lib/toasts';
import { useReserveMembership } from '../api/reserve-membership';

interface Values {
  phone_number: string;
  fb_email: string;
}

const toReservation = (values: Values) => ({
  phone_number: stripPhone(values.phone_number),
  fb_email: values.fb_email,
});

/** Multiple mode, reservation type single: reserve one membership by phone. */
export function ReserveForm({ onDone }: { onDone: () => void }) {
  const reserve = useReserveMembership();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { phone_number: '', fb_email: '' },
    validate: (values) => schemaErrors(reservationBody, toReservation(values)),
  });

  const submit = form.onSubmit((values) => {
    reserve.mutate(toReservation(values), {
      onSuccess: () => {
        showSuccess(messages.reservationCreated);
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
        <PhoneInput
          label="Phone Number"
          required
          data-autofocus
          {...form.getInputProps('phone_number')}
          value={form.values.phone_number}
          onChange={(v) => form.setFieldValue('phone_number', v)}
        />
        <TextInput
          label="Facebook email"
          description="Optional"
          type="email"
          autoComplete="off"
          {...form.getInputProps('fb_email')}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={reserve.isPending}>
            Reserve membership
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
