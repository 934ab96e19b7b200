import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OutcomesQuery, OutcomesResponse } from '@portal/contracts';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import { memo, useDeferredValue, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { useOutcomes } from '../api/outcomes';
import { DrawAllCharts, usePrintWithCharts } from './chart-slot';
import { CompletionStats } from './completion-stats';
import { Downloads } from './downloads';
import { OutcomesFilters } from './filters';
import { FollowUps } from './follow-ups';
import classes from './outcomes.module.css';
import { OutcomesHeading } from './outcomes-heading';
import { ScoreSection } from './score-section';

/**
 * The center's Outcomes (issue 39 §6), for owners and staff: completion, each questionnaire's change
 * from baseline, cohorts and program weeks, alumni follow-ups, the two CSV files, and a printable
 * page for a surveyor (the browser's print, with print rules that drop the navigation and show the
 * tables; every chart is drawn first, where the screen draws each as it comes near). How each
 * figure is computed: docs/outcomes.md.
 */
export function OutcomesPage({ centerId }: { centerId: string }) {
  const t = useT();
  const [filters, setFilters] = useState<OutcomesQuery>({});
  const outcomes = useOutcomes(centerId, filters);
  const data = outcomes.data;
  const empty =
    data && data.completion.owed === 0 && data.instruments.every((i) => i.scores[0]?.patients === 0);
  // The figures of a large center are thousands of elements: they render as a transition, in slices
  // that leave the page responsive, not as one long task (issue 39, speed).
  const shown = useDeferredValue(data);
  const page = useRef<HTMLDivElement>(null);
  const { drawAll, preparing, print } = usePrintWithCharts(page);
  return (
    <DrawAllCharts value={drawAll}>
      <Stack gap="lg" p={{ base: 'sm', sm: 'md' }} ref={page}>
        <Group justify="space-between" align="flex-start">
          <OutcomesHeading />
          <Button
            variant="default"
            className={classes.noPrint}
            leftSection={<IconPrinter size={16} aria-hidden />}
            loading={preparing}
            onClick={() => void print()}
          >
            {t('outcomes.print')}
          </Button>
        </Group>
        <Paper
          withBorder
          p="md"
          radius="md"
          className={classes.noPrint}
          component="section"
          aria-label={t('outcomes.filters')}
        >
          <OutcomesFilters value={filters} onApply={setFilters} />
        </Paper>
        {outcomes.isPending ? (
          <Center mih={200}>
            <Spinner label={t('outcomes.loading')} />
          </Center>
        ) : outcomes.isError ? (
          <Center mih={120} p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Stack align="center" gap="xs" role="alert">
              <Text fw={600} ta="center">
                {t('outcomes.loadFailed')}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {errorMessage(outcomes.error)}
              </Text>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void outcomes.refetch()}
                loading={outcomes.isFetching}
              >
                {t('outcomes.retry')}
              </Button>
            </Stack>
          </Center>
        ) : !data || empty ? (
          <Paper withBorder p="md" radius="md">
            <Text c="dimmed">{t('outcomes.empty')}</Text>
          </Paper>
        ) : !shown ? (
          <Center mih={200}>
            <Spinner label={t('outcomes.loading')} />
          </Center>
        ) : (
          <Figures data={shown} />
        )}
        <Paper withBorder p="md" radius="md" className={classes.noPrint}>
          <Downloads centerId={centerId} filters={filters} />
        </Paper>
      </Stack>
    </DrawAllCharts>
  );
}

/** Completion, each questionnaire's scores and the alumni follow-ups. */
const Figures = memo(function Figures({ data }: { data: OutcomesResponse }) {
  const t = useT();
  return (
    <>
      <Stack gap="xs" component="section" aria-labelledby="outcomes-completion">
        <Title order={2} size="h4" id="outcomes-completion">
          {t('outcomes.completion')}
        </Title>
        <CompletionStats completion={data.completion} />
      </Stack>
      {data.instruments.map((i) => (
        <Stack
          key={i.instrument_id}
          gap="sm"
          component="section"
          aria-labelledby={`outcomes-${i.instrument_id}`}
        >
          <Title order={2} size="h4" id={`outcomes-${i.instrument_id}`}>
            {i.title}
          </Title>
          <CompletionStats completion={i.completion} />
          {i.scores.map((s) => (
            <ScoreSection
              key={s.key}
              title={i.title}
              score={s}
              isUse={i.instrument_id === 'bam-r' && s.key === 'use'}
            />
          ))}
        </Stack>
      ))}
      <FollowUps followUps={data.follow_ups} />
    </>
  );
});
