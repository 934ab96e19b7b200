import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { reservationBody, stripPhone } from '@portal/contracts';
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
  const t = useT();
  const say = useInScreenLanguage();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { phone_number: '', fb_email: '' },
    // The contract's sentences are English; the form shows them in the screen's language.
    validate: (values) => errorsInScreenLanguage(schemaErrors(reservationBody, toReservation(values)), say),
  });

  const submit = form.onSubmit((values) => {
    reserve.mutate(toReservation(values), {
      onSuccess: () => {
        showSuccess(t('reservationCreated'));
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
          label={t('invitations.phone')}
          required
          data-autofocus
          {...form.getInputProps('phone_number')}
          value={form.values.phone_number}
          onChange={(v) => form.setFieldValue('phone_number', v)}
        />
        <TextInput
          label={t('invitations.fbEmail')}
          description={t('invitations.optional')}
          type="email"
          autoComplete="off"
          {...form.getInputProps('fb_email')}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={reserve.isPending}>
            {t('invitations.reserve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
