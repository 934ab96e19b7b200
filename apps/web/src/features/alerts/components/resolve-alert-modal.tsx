import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type Alert, messages } from '@portal/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { showError, showSuccess } from '../../../lib/toasts';
import { useResolveAlert } from '../api/resolve-alert';
import { RULE_LABELS } from './describe';

/** Resolving asks for a note: what was done (kept with the alert, inside the portal). */
export function ResolveAlertModal({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveAlert();
  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!alert) return;
    if (!note.trim()) {
      setError(messages.alertNoteRequired);
      return;
    }
    resolve.mutate(
      { id: alert.id, note: note.trim() },
      {
        onSuccess: () => {
          showSuccess(messages.alertResolved);
          close();
        },
        onError: (err) => showError(errorMessage(err)),
      },
    );
  };
  return (
    <Modal
      opened={alert !== null}
      onClose={close}
      title={alert ? `Resolve: ${RULE_LABELS[alert.rule]} — ${alert.patient_name}` : ''}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Textarea
            label="Note"
            description="What was done about it"
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={note}
            error={error}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={resolve.isPending}>
              Resolve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
