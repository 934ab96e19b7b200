import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { InstrumentDefinition } from '@portal/contracts/instruments';
import { lazy, Suspense, useId } from 'react';
import { useT } from '../../../lib/i18n';
import { ChangeSummary } from './change-summary';
import { bandColors } from './chart-data';
import { bandText, type Completed, MEASURES_TEXT, scoreText } from './model';

// The chart library is fetched when the first chart shows, never with the portal's first screens.
const ScoreChart = lazy(() => import('./score-chart').then((m) => ({ default: m.ScoreChart })));

/** The bands shaded behind the line, named, so the colours are never the only way to read them. */
function BandLegend({ instrument }: { instrument: InstrumentDefinition }) {
  const t = useT();
  const score = instrument.scores.length === 1 ? instrument.scores[0] : undefined;
  if (!score?.bands) return null;
  const colors = bandColors(score);
  return (
    <Group gap="sm" wrap="wrap" aria-label={t('assessments.chart.bands')} role="list">
      {score.bands.map((b, i) => {
        const key = bandText(b.code);
        return (
          <Group key={b.code} gap={4} wrap="nowrap" role="listitem">
            <span
              aria-hidden
              style={{ width: 12, height: 12, borderRadius: 2, background: colors[i], opacity: 0.5 }}
            />
            <Text size="xs">
              {b.min}–{b.max} {key ? t(key) : ''}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}

/** One instrument: its scores over time, the bands, and baseline against latest. */
export function InstrumentCard({
  instrument,
  responses,
  timeZone,
}: {
  instrument: InstrumentDefinition;
  responses: Completed[];
  timeZone: string | undefined;
}) {
  const t = useT();
  const titleId = useId();
  const latest = responses[responses.length - 1];
  const latestText = latest
    ? instrument.scores
        .map((s) => `${t(scoreText(s.key))} ${latest.response.scores[s.key] ?? '—'}`)
        .join(', ')
    : '';
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {instrument.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t(MEASURES_TEXT[instrument.id])} ·{' '}
            {t(
              instrument.scores[0]?.better === 'higher'
                ? 'assessments.score.higherBetter'
                : 'assessments.score.lowerBetter',
            )}
          </Text>
        </div>
        <div
          role="img"
          aria-label={t('assessments.chart.label', {
            title: instrument.title,
            score: instrument.scores.map((s) => t(scoreText(s.key))).join(', '),
            count: responses.length,
            latest: latestText,
          })}
        >
          <Suspense
            fallback={
              <Skeleton height={220} role="progressbar" aria-label={t('assessments.chart.loading')} />
            }
          >
            <ScoreChart instrument={instrument} responses={responses} timeZone={timeZone} />
          </Suspense>
        </div>
        <BandLegend instrument={instrument} />
        <ChangeSummary instrument={instrument} responses={responses} />
      </Stack>
    </Paper>
  );
}
