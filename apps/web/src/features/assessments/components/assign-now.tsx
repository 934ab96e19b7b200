import { Button, Group, Select } from '@mantine/core';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useAssignAssessment } from '../api/assign-assessment';
import { MEASURES_TEXT } from './model';

/** Staff assign one instrument now: due today, with the plan's days to answer. */
export function AssignNow({ membershipId }: { membershipId: string }) {
  const t = useT();
  const assign = useAssignAssessment(membershipId);
  const [instrument, setInstrument] = useState<InstrumentId>('phq-9');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        assign.mutate(instrument, {
          onSuccess: (a) => showSuccess(t('assessments.assign.done', { title: a.title })),
          onError: (err) => showError(errorMessage(err)),
        });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('assessments.assign.instrument')}
          value={instrument}
          onChange={(v) => v && setInstrument(v as InstrumentId)}
          allowDeselect={false}
          data={INSTRUMENT_IDS.map((id) => ({
            value: id,
            label: `${INSTRUMENTS[id].title} · ${t(MEASURES_TEXT[id])}`,
          }))}
          w={{ base: '100%', xs: 320 }}
        />
        <Button type="submit" loading={assign.isPending}>
          {t('assessments.assign.button')}
        </Button>
      </Group>
    </form>
  );
}
