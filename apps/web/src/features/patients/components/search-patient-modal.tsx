import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { totalLabel, useMembershipSearch } from '../api/list-memberships';
import classes from './search-patient-modal.module.css';
import { StatusBadge } from './status-badge';

export interface SearchPatientModalProps {
  opened: boolean;
  onClose: () => void;
  /** A result was picked: open that patient. */
  onPick: (id: string) => void;
}

/** Search Patient (spec §2, §5): the field is required; the first 10 matches are listed. */
export function SearchPatientModal({ opened, onClose, onPick }: SearchPatientModalProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useMembershipSearch(term);

  useEffect(() => {
    if (search.error) showError(errorMessage(search.error));
  }, [search.error]);

  const close = () => {
    setText('');
    setTerm('');
    setError(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) {
      setError(t('searchRequired'));
      return;
    }
    setError(null);
    setTerm(value);
  };

  const results = search.data?.memberships ?? [];
  return (
    <Modal opened={opened} onClose={close} title={t('patients.search.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('patients.search.field')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
            data-autofocus
            style={{ flex: 1 }}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <Button type="submit" mt={25}>
            {t('patients.search.submit')}
          </Button>
        </Group>
      </form>
      <Stack gap={0} mt="md" aria-live="polite">
        {term && search.isFetching && (
          <Group justify="center" py="md">
            <Spinner size="sm" label={t('patients.search.searching')} />
          </Group>
        )}
        {term && search.isSuccess && !search.isFetching && results.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('noResults')}
          </Text>
        )}
        {results.length > 0 && !search.isFetching && (
          <ul className={classes.results} aria-label={t('patients.search.results')}>
            {results.map((m) => (
              <li key={m.id}>
                <UnstyledButton
                  className={classes.result}
                  onClick={() => {
                    onPick(m.id);
                    close();
                  }}
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {m.full_name || m.email}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {m.email}
                    </Text>
                  </Stack>
                  <StatusBadge status={m.status} />
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
        {search.data && (search.data.total_capped || search.data.total > results.length) && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('patients.search.more', { shown: results.length, total: totalLabel(search.data) })}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
