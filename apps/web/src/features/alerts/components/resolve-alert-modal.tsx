import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { Alert, AlertRule } from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useResolveAlert } from '../api/resolve-alert';

/** The name of each rule, as its text key. */
export const RULE_TEXTS = {
  mood_dip: 'alerts.rule.moodDip',
  silence: 'alerts.rule.silence',
  reset: 'alerts.rule.reset',
  contact_unanswered: 'alerts.rule.contactUnanswered',
  phq9_item9: 'alerts.rule.phq9Item9',
  bamr_use: 'alerts.rule.bamrUse',
} as const satisfies Record<AlertRule, PortalTextKey>;

/** Resolving asks for a note: what was done (kept with the alert, inside the portal). */
export function ResolveAlertModal({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveAlert();
  const t = useT();
  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!alert) return;
    if (!note.trim()) {
      setError(t('alertNoteRequired'));
      return;
    }
    resolve.mutate(
      { id: alert.id, note: note.trim() },
      {
        onSuccess: () => {
          showSuccess(t('alertResolved'));
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
      title={
        alert
          ? t('alerts.resolveTitle', { rule: t(RULE_TEXTS[alert.rule]), patient: alert.patient_name })
          : ''
      }
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
            label={t('alerts.note')}
            description={t('alerts.noteHint')}
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
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={resolve.isPending}>
              {t('alerts.resolve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
