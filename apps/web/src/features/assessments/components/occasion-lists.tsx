import { Accordion, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { INSTRUMENTS } from '@portal/contracts/instruments';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLanguage, useT } from '../../../lib/i18n';
import {
  bandText,
  type Completed,
  flagsOf,
  formatDay,
  formatInstant,
  isCompleted,
  occasionText,
  type StaffAssessment,
  scoreText,
} from './model';
import { ResponseAnswers } from './response-answers';

function useOccasion() {
  const t = useT();
  return (a: StaffAssessment) => {
    const o = occasionText(a.occasion);
    return t(o.key, o.values);
  };
}

/** Due or missed occasions: the instrument, why it was asked, its window. */
function OpenList({
  title,
  empty,
  items,
  line,
}: {
  title: string;
  empty: string;
  items: StaffAssessment[];
  line: 'assessments.lists.dueLine' | 'assessments.lists.missedLine';
}) {
  const t = useT();
  const { locale } = useLanguage();
  const occasion = useOccasion();
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((a) => (
            <li key={a.id}>
              <Text size="sm" fw={600}>
                {a.title} · {occasion(a)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(line, { due: formatDay(a.due_on, locale), last: formatDay(a.last_day, locale) })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** What a flagged response met, with the way to the patient's Alerts tab. */
function FlagNotice({ assessment, onOpenAlerts }: { assessment: Completed; onOpenAlerts?: () => void }) {
  const t = useT();
  const flags = flagsOf(assessment);
  if (flags.length === 0) return null;
  return (
    <Paper
      p="xs"
      radius="sm"
      bg="red.0"
      withBorder
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
      role="note"
    >
      <Stack gap={4}>
        {flags.map((f) => (
          <Text key={f.code} size="sm" c="red.9" fw={600}>
            {t(f.code === 'phq9-item9' ? 'assessments.flag.phq9Item9' : 'assessments.flag.bamrUse', {
              value: f.value,
            })}
          </Text>
        ))}
        {onOpenAlerts && (
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            onClick={onOpenAlerts}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('assessments.flag.seeAlerts')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Completed responses, newest first: scores in the summary, answers when opened. */
function CompletedList({
  items,
  timeZone,
  onOpenAlerts,
}: {
  items: Completed[];
  timeZone: string | undefined;
  onOpenAlerts?: () => void;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const occasion = useOccasion();
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('assessments.lists.completed')}>
      <Title order={3} size="h5" mb={6}>
        {t('assessments.lists.completed')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('assessments.lists.noneCompleted')}
        </Text>
      ) : (
        <Accordion variant="separated" chevronPosition="right">
          {items.map((a) => {
            const instrument = INSTRUMENTS[a.instrument_id];
            const flagged = flagsOf(a).length > 0;
            return (
              <Accordion.Item key={a.id} value={a.id}>
                <Accordion.Control
                  icon={
                    flagged ? (
                      <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden />
                    ) : undefined
                  }
                >
                  <Stack gap={2}>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm" fw={600}>
                        {a.title} · {occasion(a)}
                      </Text>
                      {flagged && (
                        <Badge color="red" variant="filled" miw="max-content">
                          {t('assessments.flag.badge')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('assessments.lists.answeredLine', {
                        when: formatInstant(a.response.submitted_at, locale, timeZone),
                      })}
                    </Text>
                    <Text size="sm">
                      {instrument.scores
                        .map((s) => {
                          const value = a.response.scores[s.key];
                          const band = bandText(a.response.bands[s.key] ?? '');
                          return `${t(scoreText(s.key))} ${value ?? '—'}${band ? ` · ${t(band)}` : ''}`;
                        })
                        .join(' · ')}
                    </Text>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <FlagNotice assessment={a} onOpenAlerts={onOpenAlerts} />
                    <ResponseAnswers assessment={a} />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Paper>
  );
}

/** The patient's due, completed and missed assessments. */
export function OccasionLists({
  assessments,
  timeZone,
  onOpenAlerts,
}: {
  assessments: readonly StaffAssessment[];
  timeZone: string | undefined;
  onOpenAlerts?: () => void;
}) {
  const t = useT();
  const completed = assessments
    .filter(isCompleted)
    .sort((a, b) => Date.parse(b.response.submitted_at) - Date.parse(a.response.submitted_at));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <OpenList
          title={t('assessments.lists.due')}
          empty={t('assessments.lists.noneDue')}
          items={assessments.filter((a) => a.status === 'due')}
          line="assessments.lists.dueLine"
        />
        <OpenList
          title={t('assessments.lists.missed')}
          empty={t('assessments.lists.noneMissed')}
          items={assessments.filter((a) => a.status === 'missed')}
          line="assessments.lists.missedLine"
        />
      </SimpleGrid>
      <CompletedList items={completed} timeZone={timeZone} onOpenAlerts={onOpenAlerts} />
    </Stack>
  );
}
