import { type Answers, INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';

/**
 * Complete answers to an instrument for tests: every scored question that is asked, at its first
 * choice or 0 days, then `values` by linkId (an ordinal value for a choice question,
 * a number of days for a days question). Questions shown only after an earlier answer follow it.
 */
export function answersFor(
  id: InstrumentId,
  values: Record<string, number> = {},
): Record<string, string | number> {
  const instrument = INSTRUMENTS[id];
  const out: Record<string, string | number> = {};
  for (const item of instrument.items) {
    if (!item.scored) continue;
    if (item.enableWhen && (values[item.enableWhen.linkId] ?? 0) <= item.enableWhen.above) continue;
    const value = values[item.linkId];
    if (item.kind === 'days') out[item.linkId] = value ?? 0;
    else {
      const choice = value === undefined ? item.choices[0] : item.choices.find((c) => c.value === value);
      out[item.linkId] = choice?.coding.code ?? 'no-such-choice';
    }
  }
  return out satisfies Answers;
}
