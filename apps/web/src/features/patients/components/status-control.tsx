import { Button, Group, Select } from '@mantine/core';
import { MEMBERSHIP_TRANSITIONS, type MembershipStatus } from '@portal/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateStatus } from '../api/update-status';
import { statusKey } from './status-badge';

/** Moves a patient along the documented status transitions (decisions.md §4). */
export function StatusControl({ id, status }: { id: string; status: MembershipStatus }) {
  const t = useT();
  const [next, setNext] = useState<string | null>(null);
  const update = useUpdateStatus();
  const options = MEMBERSHIP_TRANSITIONS[status].map((s) => ({ value: s, label: t(statusKey(s)) }));
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('patients.status.changeTo')}
        placeholder={t('patients.status.choose')}
        data={options}
        value={next}
        onChange={setNext}
        w={200}
      />
      <Button
        variant="default"
        disabled={!next}
        loading={update.isPending}
        onClick={() =>
          next &&
          update.mutate(
            { id, status: next as MembershipStatus },
            {
              onSuccess: () => {
                setNext(null);
                showSuccess(t('patientStatusUpdated'));
              },
              onError: (err) => showError(errorMessage(err)),
            },
          )
        }
      >
        {t('patients.status.update')}
      </Button>
    </Group>
  );
}
