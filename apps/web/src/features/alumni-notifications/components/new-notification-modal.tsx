import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { alumniNotificationBody } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { schemaErrors, useInScreenLanguage } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useSendNotification } from '../api/send-notification';

const MAX = 1000;

/** New Alumni Notification (spec §2): one message to every alumnus of the center. */
export function NewNotificationModal({
  opened,
  onClose,
  centerId,
}: {
  opened: boolean;
  onClose: () => void;
  centerId: string;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendNotification(centerId);
  const t = useT();
  const say = useInScreenLanguage();

  useEffect(() => {
    if (opened) {
      setMessage('');
      setError(undefined);
    }
  }, [opened]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The contract's rule and sentences (English), shown in the screen's language. Typing stops at
    // MAX, but a longer text can still be set (autofill, a script): it gets its own sentence.
    const found = schemaErrors(alumniNotificationBody, { message }).message;
    setError(found && say(found));
    if (found) return;
    try {
      await send.mutateAsync(message);
      showSuccess(t('notificationSent'));
      onClose();
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={send.isPending ? () => undefined : onClose}
      title={t('notifications.new')}
      size="md"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('notifications.modalIntro')}
          </Text>
          <Textarea
            label={t('notifications.message')}
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={MAX}
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            description={`${message.length}/${MAX}`}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('notifications.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
