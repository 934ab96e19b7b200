import { Button, Group, Select } from '@mantine/core';
import { MEMBERSHIP_TRANSITIONS, type MembershipStatus, messages } from '@portal/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateStatus } from '../api/update-status';
import { statusLabel } from './status-badge';

/** Moves a patient along the documented status transitions (decisions.md §4). */
export function StatusControl({ id, status }: { id: string; status: MembershipStatus }) {
  const [next, setNext] = useState<string | null>(null);
  const update = useUpdateStatus();
  const options = MEMBERSHIP_TRANSITIONS[status].map((s) => ({ value: s, label: statusLabel(s) }));
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Change status to"
        placeholder="Choose a status"
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
                showSuccess(messages.patientStatusUpdated);
              },
              onError: (err) => showError(errorMessage(err)),
            },
          )
        }
      >
        Update status
      </Button>
    </Group>
  );
}
