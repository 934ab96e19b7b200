import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReservedMembership, stripPhone, updateReservationBody } from '@portal/contracts';
import { useEffect } from 'react';
import {
  errorsInScreenLanguage,
  schemaErrors,
  serverFieldErrors,
  useInScreenLanguage,
} from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/format-contact';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { PhoneInput } from '../../../lib/phone';
import { useReturnFocus } from '../../../lib/return-focus';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateReservation } from '../api/update-reservation';
import { ClaimedBy } from './claimed-by';

interface Values {
  phone_number: string;
  email: string;
  fb_email: string;
}

const toBody = (v: Values) => ({
  phone_number: stripPhone(v.phone_number),
  email: v.email,
  fb_email: v.fb_email,
});

/**
 * Reservation edit modal (spec §2, §4, §5). A completed reservation was claimed by its patient: its
 * e-mail field is disabled and there is no submit button (the server refuses edits too).
 */
export function ReservationEditModal({
  reservation,
  onClose,
}: {
  reservation: ReservedMembership | null;
  onClose: () => void;
}) {
  const update = useUpdateReservation();
  const t = useT();
  const say = useInScreenLanguage();
  const completed = reservation?.state === 'completed';
  // Opened from its row's menu, whose item is gone when it closes: back to the row's menu button.
  useReturnFocus(reservation !== null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { phone_number: '', email: '', fb_email: '' },
    // The contract's sentences are English; the form shows them in the screen's language.
    validate: (values) => errorsInScreenLanguage(schemaErrors(updateReservationBody, toBody(values)), say),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another reservation opens
  useEffect(() => {
    if (!reservation) return;
    form.setValues({
      phone_number: formatPhone(reservation.phone_number),
      // A claimed reservation's e-mail is the patient's own when staff never typed one.
      email: reservation.email ?? reservation.claimed_by?.email ?? '',
      fb_email: reservation.fb_email ?? '',
    });
    form.resetDirty();
    form.clearErrors();
  }, [reservation?.id]);

  const submit = form.onSubmit((values) => {
    if (!reservation || completed) return;
    update.mutate(
      { id: reservation.id, body: toBody(values) },
      {
        onSuccess: () => {
          showSuccess(t('reservationUpdated'));
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) form.setErrors(serverFieldErrors(err.body));
          showError(errorMessage(err));
        },
      },
    );
  });

  return (
    <Modal opened={reservation !== null} onClose={onClose} title={t('reservations.editTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {completed && (
            <Alert color="blue" variant="light" title={t('reservations.claimedTitle')}>
              <Stack gap={6}>
                {reservation?.claimed_by ? (
                  <ClaimedBy claimer={reservation.claimed_by} onOpen={onClose} />
                ) : (
                  <Text size="sm">{t('reservations.accountGone')}</Text>
                )}
                <Text size="sm">{t('reservations.locked')}</Text>
              </Stack>
            </Alert>
          )}
          <PhoneInput
            label={t('reservations.phoneField')}
            required
            disabled={completed}
            {...form.getInputProps('phone_number')}
            value={form.values.phone_number}
            onChange={(v) => form.setFieldValue('phone_number', v)}
          />
          <TextInput
            label={t('reservations.email')}
            type="email"
            disabled={completed}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('reservations.fbEmail')}
            type="email"
            disabled={completed}
            {...form.getInputProps('fb_email')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t(completed ? 'reservations.close' : 'common.cancel')}
            </Button>
            {!completed && (
              <Button type="submit" loading={update.isPending}>
                {t('common.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
