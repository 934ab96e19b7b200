import { Group, NativeSelect, TextInput } from '@mantine/core';
import { MEMBERSHIP_STATUSES } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import type { Addiction } from '../api/list-addictions';
import { statusKey } from './status-badge';

export interface FilterValues {
  search: string;
  status: string;
  addiction: string;
}

export function PatientFilters({
  values,
  onChange,
  addictions,
}: {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  addictions: Addiction[];
}) {
  const t = useT();
  const statusOptions = [
    { value: '', label: t('patients.filters.allStatuses') },
    ...MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: t(statusKey(s)) })),
  ];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('patients.filters.search')}
        placeholder={t('patients.filters.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(e) => onChange({ ...values, search: e.currentTarget.value })}
        type="search"
        style={{ flex: '1 1 240px' }}
      />
      {/* Native selects: a phone opens its own picker, and the list's screen does not download the
          floating combobox (issue 22: /patients' first screen). */}
      <NativeSelect
        label={t('patients.filters.status')}
        data={statusOptions}
        value={values.status}
        onChange={(e) => onChange({ ...values, status: e.currentTarget.value })}
        style={{ flex: '0 1 180px' }}
      />
      <NativeSelect
        label={t('patients.filters.addiction')}
        data={[{ value: '', label: t('patients.filters.allAddictions') }, ...addictions]}
        value={values.addiction}
        onChange={(e) => onChange({ ...values, addiction: e.currentTarget.value })}
        style={{ flex: '0 1 240px' }}
      />
    </Group>
  );
}
