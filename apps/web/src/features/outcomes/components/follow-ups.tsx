import { Paper, Table, Title } from '@mantine/core';
import type { OutcomesFollowUp } from '@portal/contracts';
import { INSTRUMENTS } from '@portal/contracts/instruments';
import { useId } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatMean, formatShare, scoreText } from './model';
import classes from './outcomes.module.css';

/** Alumni follow-ups at 30, 90, 180 and 365 days: how many were done, and what they said. */
export function FollowUps({ followUps }: { followUps: OutcomesFollowUp[] }) {
  const t = useT();
  const { locale } = useLanguage();
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} className={classes.section}>
      <Title order={2} size="h4" id={id}>
        {t('outcomes.followUps')}
      </Title>
      {/* A phone scrolls the table sideways: the scroller takes the keyboard focus so the arrow keys
          scroll it too (it holds nothing focusable of its own), named apart from its section. */}
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('outcomes.followUpsTable')}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('outcomes.followUps')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.owed')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.completed')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.missed')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.results')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {followUps.map((f) => (
              <Table.Tr key={f.days}>
                <Table.Th scope="row">{t('outcomes.followUpDays', { days: f.days })}</Table.Th>
                <Table.Td>{f.completion.owed}</Table.Td>
                <Table.Td>{f.completion.completed}</Table.Td>
                <Table.Td>{f.completion.missed}</Table.Td>
                <Table.Td>
                  {f.results.length === 0
                    ? t('outcomes.noResults')
                    : f.results.map((r) => (
                        <div key={`${r.instrument_id}-${r.key}`}>
                          {t('outcomes.result', {
                            score: `${INSTRUMENTS[r.instrument_id].title} ${t(scoreText(r.key))}`,
                            mean: formatMean(r.mean, locale),
                            responses: r.responses,
                          })}
                          {r.no_use_share !== null &&
                            ` · ${t('outcomes.resultNoUse', { share: formatShare(r.no_use_share, locale) })}`}
                        </div>
                      ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
