import { Stack, Text } from '@mantine/core';
import { type Answers, INSTRUMENTS } from '@portal/contracts/instruments';
import { useLanguage, useT } from '../../../lib/i18n';
import { answerRows, type Completed, published } from './model';

/** Each question of a response with its answer, in the form's order and its published wording. */
export function ResponseAnswers({ assessment }: { assessment: Completed }) {
  const t = useT();
  const { language } = useLanguage();
  const instrument = INSTRUMENTS[assessment.instrument_id];
  const rows = answerRows(instrument, assessment.response.answers as Answers);
  return (
    <Stack gap={6}>
      {assessment.response.language !== language && (
        <Text size="xs" c="dimmed">
          {t(
            assessment.response.language === 'es'
              ? 'assessments.answers.inSpanish'
              : 'assessments.answers.inEnglish',
          )}
        </Text>
      )}
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.item.linkId}>
            <Text size="sm">
              {row.item.label}. {published(row.item.text, language)}
            </Text>
            <Text
              size="sm"
              fw={600}
              c={row.kind === 'skipped' || row.kind === 'not-asked' ? 'dimmed' : undefined}
            >
              {row.kind === 'choice'
                ? `${published(row.text, language)} (${row.value})`
                : row.kind === 'days'
                  ? t('assessments.answers.days', { count: row.days })
                  : t(
                      row.kind === 'skipped' ? 'assessments.answers.skipped' : 'assessments.answers.notAsked',
                    )}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
