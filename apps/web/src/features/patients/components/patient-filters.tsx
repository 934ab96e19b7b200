import { Group, NativeSelect, TextInput } from '@mantine/core';
import { MEMBERSHIP_STATUSES } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import type { Addiction } from '../api/list-addictions';
import { statusLabel } from './status-badge';

export interface FilterValues {
  search: string;
  status: string;
  addiction: string;
}

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

export function PatientFilters({
  values,
  onChange,
  addictions,
}: {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  addictions: Addiction[];
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search by name or e-mail"
        placeholder="Name, last name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(e) => onChange({ ...values, search: e.currentTarget.value })}
        type="search"
        style={{ flex: '1 1 240px' }}
      />
      {/* Native selects: a phone opens its own picker, and the list's screen does not download the
          floating combobox (issue 22: /patients' first screen). */}
      <NativeSelect
        label="Status"
        data={statusOptions}
        value={values.status}
        onChange={(e) => onChange({ ...values, status: e.currentTarget.value })}
        style={{ flex: '0 1 180px' }}
      />
      <NativeSelect
        label="Addiction"
        data={[{ value: '', label: 'All addictions' }, ...addictions]}
        value={values.addiction}
        onChange={(e) => onChange({ ...values, addiction: e.currentTarget.value })}
        style={{ flex: '0 1 240px' }}
      />
    </Group>
  );
}
