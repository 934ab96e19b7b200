import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OutcomesQuery } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { fetchOutcomesCsv, saveCsv } from '../api/outcomes';

/**
 * The two CSV files. The de-identified one downloads at once; the identified one is a disclosure,
 * so it asks who receives it and why, and says the consent rule before anything leaves.
 */
export function Downloads({ centerId, filters }: { centerId: string; filters: OutcomesQuery }) {
  const t = useT();
  const titleId = useId();
  const [busy, setBusy] = useState<'deidentified' | 'identified' | null>(null);
  const [asking, setAsking] = useState(false);
  const [recipient, setRecipient] = useState('');
  const [purpose, setPurpose] = useState('');

  async function download(kind: 'deidentified' | 'identified') {
    setBusy(kind);
    try {
      const text = await fetchOutcomesCsv(centerId, {
        ...filters,
        kind,
        ...(kind === 'identified' ? { recipient: recipient.trim(), purpose: purpose.trim() } : {}),
      });
      saveCsv(text, kind);
      showSuccess(t('outcomes.downloaded'));
      setAsking(false);
    } catch (err) {
      showError(`${t('outcomes.downloadFailed')} ${errorMessage(err)}`);
    } finally {
      setBusy(null);
    }
  }

  const ready = recipient.trim() !== '' && purpose.trim() !== '';
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('outcomes.downloads')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('outcomes.deidentifiedHint')}
      </Text>
      <Group gap="sm">
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === 'deidentified'}
          onClick={() => void download('deidentified')}
        >
          {t('outcomes.downloadDeidentified')}
        </Button>
        <Button variant="default" onClick={() => setAsking(true)}>
          {t('outcomes.downloadIdentified')}
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('outcomes.identifiedTitle')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) void download('identified');
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('outcomes.recipient')}
              description={t('outcomes.recipientHint')}
              required
              value={recipient}
              onChange={(e) => setRecipient(e.currentTarget.value)}
            />
            <TextInput
              label={t('outcomes.purpose')}
              description={t('outcomes.purposeHint')}
              required
              value={purpose}
              onChange={(e) => setPurpose(e.currentTarget.value)}
            />
            {ready && (
              <Text size="sm" role="note">
                {t('outcomes.identifiedRule', { recipient: recipient.trim(), purpose: purpose.trim() })}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('outcomes.cancel')}
              </Button>
              <Button type="submit" disabled={!ready} loading={busy === 'identified'}>
                {t('outcomes.identifiedConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
