import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { alumniNotificationBody, messages } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { schemaErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
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

  useEffect(() => {
    if (opened) {
      setMessage('');
      setError(undefined);
    }
  }, [opened]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = schemaErrors(alumniNotificationBody, { message }).message;
    setError(found);
    if (found) return;
    try {
      await send.mutateAsync(message);
      showSuccess(messages.notificationSent);
      onClose();
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={send.isPending ? () => undefined : onClose}
      title="New Alumni Notification"
      size="md"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Every alumnus of the center gets this message in the app. Their phones only show that a new
            message arrived; the text is read in the app.
          </Text>
          <Textarea
            label="Message"
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
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
