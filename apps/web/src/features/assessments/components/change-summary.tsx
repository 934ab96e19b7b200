import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  baselineAndLatest,
  type ChangeName,
  compareScores,
  type InstrumentDefinition,
  type ScoreDefinition,
} from '@portal/contracts/instruments';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import { useLanguage, useT } from '../../../lib/i18n';
import { bandText, type Completed, scoreText } from './model';

const NAME: Record<ChangeName, { key: PortalTextKey; why: PortalTextKey; color: string }> = {
  remission: { key: 'assessments.change.remission', why: 'assessments.change.remissionWhy', color: 'teal' },
  response: { key: 'assessments.change.response', why: 'assessments.change.responseWhy', color: 'green' },
  improved: { key: 'assessments.change.improved', why: 'assessments.change.improvedWhy', color: 'lime' },
  unchanged: { key: 'assessments.change.unchanged', why: 'assessments.change.unchangedWhy', color: 'gray' },
  worse: { key: 'assessments.change.worse', why: 'assessments.change.worseWhy', color: 'red' },
};

function ScoreChange({
  score,
  baseline,
  latest,
  withLabel,
}: {
  score: ScoreDefinition;
  baseline: Completed;
  latest: Completed;
  withLabel: boolean;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const from = baseline.response.scores[score.key];
  const to = latest.response.scores[score.key];
  if (from === undefined || to === undefined) return null;
  const change = compareScores(score, from, to);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' });
  const withBand = (value: number, r: Completed) => {
    const key = bandText(r.response.bands[score.key] ?? '');
    return key ? `${value} · ${t(key)}` : String(value);
  };
  const name = change.name ? NAME[change.name] : undefined;
  return (
    <Stack gap={4}>
      {withLabel && (
        <Text size="sm" fw={600}>
          {t(scoreText(score.key))}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            {t('assessments.change.baseline')}
          </Text>
          <Text fw={600}>{withBand(from, baseline)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('assessments.change.latest')}
          </Text>
          <Text fw={600}>{withBand(to, latest)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('assessments.change.change')}
          </Text>
          <Text fw={600}>
            {change.percent === null
              ? t('assessments.change.pointsOnly', { points: signed.format(change.difference) })
              : t('assessments.change.points', {
                  points: signed.format(change.difference),
                  percent: percent.format(change.percent / 100),
                })}
          </Text>
        </div>
      </SimpleGrid>
      {name && (
        <Group gap="xs" wrap="wrap">
          <Badge
            color={name.color}
            variant="light"
            miw="max-content"
            // The light variant's coloured text misses WCAG AA on its own tint: dark text.
            styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
          >
            {t(name.key)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t(name.why, { mid: score.mid, line: score.remissionBelow, baseline: from })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** Baseline (first response) against latest for each score, with the change named (change.ts). */
export function ChangeSummary({
  instrument,
  responses,
}: {
  instrument: InstrumentDefinition;
  responses: readonly Completed[];
}) {
  const t = useT();
  const pair = baselineAndLatest(responses.map((r) => ({ ...r, submitted_at: r.response.submitted_at })));
  if (!pair) {
    return (
      <Text size="sm" c="dimmed">
        {t('assessments.change.needsTwo')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {instrument.scores.map((score) => (
        <ScoreChange
          key={score.key}
          score={score}
          baseline={pair.baseline}
          latest={pair.latest}
          withLabel={instrument.scores.length > 1}
        />
      ))}
    </Stack>
  );
}
