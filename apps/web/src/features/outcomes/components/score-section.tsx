import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { OutcomesScore } from '@portal/contracts';
import { useId } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { ChartSlot } from './chart-slot';
import { CHANGE_TEXT, type ChangeName, formatMean, formatShare, scoreText } from './model';
import classes from './outcomes.module.css';

/**
 * One score of one questionnaire: the means, the change from baseline by name, cohorts and program
 * weeks as charts (numbers on hover; each drawn when it comes near the screen), and every figure in
 * tables for screen readers and print.
 */
export function ScoreSection({
  title,
  score,
  isUse,
}: {
  title: string;
  score: OutcomesScore;
  isUse: boolean;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const id = useId();
  const mean = (m: number | null) => formatMean(m, locale);
  const share = (s: number | null) => formatShare(s, locale);
  const heading = `${title} · ${t(scoreText(score.key))}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} className={classes.section}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={id}>
          {heading}
        </Title>
        <Text size="sm">{t('outcomes.patients', { count: score.patients, paired: score.paired })}</Text>
        <Text size="sm">
          {t('outcomes.means', { baseline: mean(score.baseline_mean), latest: mean(score.latest_mean) })}
        </Text>
        {score.no_use && (
          <Text size="sm">
            {t('outcomes.noUse')}: {t('outcomes.baseline')} {share(score.no_use.baseline.share)} ·{' '}
            {t('outcomes.latest')} {share(score.no_use.latest.share)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: score.change ? 3 : 2 }}>
          {score.change && (
            <div>
              <Text size="sm" fw={600}>
                {t('outcomes.change')}
              </Text>
              <ChartSlot label={`${heading}: ${t('outcomes.change')}`} kind="change" score={score} />
            </div>
          )}
          <div>
            <Text size="sm" fw={600}>
              {t('outcomes.cohorts')}
            </Text>
            <ChartSlot label={`${heading}: ${t('outcomes.cohorts')}`} kind="cohorts" score={score} />
          </div>
          <div>
            <Text size="sm" fw={600}>
              {t('outcomes.weeks')}
            </Text>
            <ChartSlot
              label={`${heading}: ${t('outcomes.weeks')}`}
              kind="weeks"
              score={score}
              noUse={isUse}
            />
          </div>
        </SimpleGrid>
        <div className={classes.numbers}>
          {score.change && (
            <Table>
              <caption>{`${heading}: ${t('outcomes.change')}`}</caption>
              <thead>
                <tr>
                  <th>{t('outcomes.change')}</th>
                  <th>{t('outcomes.patientsCount')}</th>
                  <th>{t('outcomes.share')}</th>
                </tr>
              </thead>
              <tbody>
                {(Object.keys(CHANGE_TEXT) as ChangeName[]).map((n) => (
                  <tr key={n}>
                    <td>{t(CHANGE_TEXT[n])}</td>
                    <td>{score.change?.[n]?.count ?? 0}</td>
                    <td>{share(score.change?.[n]?.share ?? null)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <Table>
            <caption>{`${heading}: ${t('outcomes.cohorts')}`}</caption>
            <thead>
              <tr>
                <th>{t('outcomes.month')}</th>
                <th>{t('outcomes.patientsCount')}</th>
                <th>{t('outcomes.baseline')}</th>
                <th>{t('outcomes.latest')}</th>
              </tr>
            </thead>
            <tbody>
              {score.cohorts.map((c) => (
                <tr key={c.month}>
                  <td>{c.month}</td>
                  <td>{`${c.paired} / ${c.patients}`}</td>
                  <td>{mean(c.baseline_mean)}</td>
                  <td>{mean(c.latest_mean)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Table>
            <caption>{`${heading}: ${t('outcomes.weeks')}`}</caption>
            <thead>
              <tr>
                <th>{t('outcomes.week')}</th>
                <th>{t('outcomes.responses')}</th>
                <th>{t('outcomes.mean')}</th>
                {isUse && <th>{t('outcomes.noUseShare')}</th>}
              </tr>
            </thead>
            <tbody>
              {score.weeks.map((w) => (
                <tr key={w.week}>
                  <td>{w.week}</td>
                  <td>{w.responses}</td>
                  <td>{mean(w.mean)}</td>
                  {isUse && <td>{share(w.no_use_share)}</td>}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Stack>
    </Paper>
  );
}
