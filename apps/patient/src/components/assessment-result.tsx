import { Link } from 'wouter';
import { formatSubmitted, historyOf, resultText, TOTAL_SCALES } from '../lib/assessment-results';
import { type PatientAssessment, useAssessments } from '../lib/assessments';
import { useLanguage, useT } from '../lib/i18n';
import { ScoreChart } from './score-chart';
import { Query } from './states';

/** A completed questionnaire: what the answers suggest in kind words, and the patient's history. */
export function AssessmentResult({ assessment }: { assessment: PatientAssessment }) {
  const t = useT();
  const { locale } = useLanguage();
  const list = useAssessments();
  const scale = TOTAL_SCALES[assessment.instrument_id];
  return (
    <>
      <section className="card accent" aria-labelledby="result-heading">
        <h2 id="result-heading">{t('assessments.resultHeading')}</h2>
        {assessment.submitted_at ? (
          <p className="muted">
            {t('assessments.completedOn', { date: formatSubmitted(assessment.submitted_at, locale) })}
          </p>
        ) : null}
        <p>{t('assessments.thanks')}</p>
        <p className="result-words">{t(resultText(assessment))}</p>
        <p className="muted">{t('assessments.notDiagnosis')}</p>
      </section>
      {scale ? (
        <section className="card" aria-labelledby="history-heading">
          <h2 id="history-heading">{t('assessments.historyHeading')}</h2>
          <Query q={list}>
            {({ completed }) => {
              const points = historyOf(completed, assessment.instrument_id);
              return points.length > 1 ? (
                <ScoreChart points={points} scale={scale} title={assessment.title} />
              ) : (
                <p className="muted">{t('assessments.historyFirst', { title: assessment.title })}</p>
              );
            }}
          </Query>
        </section>
      ) : null}
      <p>
        <Link to={`/assessments/${assessment.id}/help`}>{t('assessments.needHelp')}</Link>
      </p>
      <Link className="btn secondary block" to="/assessments">
        {t('assessments.backToList')}
      </Link>
    </>
  );
}
