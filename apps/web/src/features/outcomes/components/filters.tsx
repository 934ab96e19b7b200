import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { OutcomesQuery } from '@portal/contracts';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Admission months and questionnaire. Applied together with the button, so typing a month does not
 * read (and audit) the figures at every key stroke. A month not written as YYYY-MM is said at once.
 */
export function OutcomesFilters({
  value,
  onApply,
}: {
  value: OutcomesQuery;
  onApply: (q: OutcomesQuery) => void;
}) {
  const t = useT();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [instrument, setInstrument] = useState<string>(value.instrument ?? '');
  const bad = (m: string) => (m && !MONTH.test(m) ? t('monthInvalid') : undefined);
  const order =
    from && to && MONTH.test(from) && MONTH.test(to) && from > to ? t('outcomesMonthsOrder') : undefined;
  const valid = !bad(from) && !bad(to) && !order;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        onApply({
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(instrument ? { instrument: instrument as InstrumentId } : {}),
        });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('outcomes.from')}
          description={t('outcomes.monthHint')}
          placeholder="2026-01"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value.trim())}
          error={bad(from)}
          w={180}
        />
        <TextInput
          label={t('outcomes.to')}
          description={t('outcomes.monthHint')}
          placeholder="2026-12"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value.trim())}
          error={bad(to) ?? order}
          w={180}
        />
        <NativeSelect
          label={t('outcomes.instrument')}
          value={instrument}
          onChange={(e) => setInstrument(e.currentTarget.value)}
          data={[
            { value: '', label: t('outcomes.allInstruments') },
            ...INSTRUMENT_IDS.map((id) => ({ value: id, label: INSTRUMENTS[id].title })),
          ]}
          w={200}
        />
        <Button type="submit" disabled={!valid}>
          {t('outcomes.apply')}
        </Button>
      </Group>
    </form>
  );
}
