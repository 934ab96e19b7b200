import '../components/assessment.css';
import { Link } from 'wouter';
import { Query } from '../components/states';
import { formatDay, formatSubmitted, resultText } from '../lib/assessment-results';
import { loadDraft, outboxKey, type PatientAssessment, useAssessments } from '../lib/assessments';
import { useLanguage, useT } from '../lib/i18n';
import { useOutbox } from '../lib/outbox';

/** Questionnaires (/assessments): the ones to fill in, then the completed ones with their result. */
export function Assessments() {
  const t = useT();
  const list = useAssessments();
  return (
    <>
      <h1 tabIndex={-1}>{t('assessments.heading')}</h1>
      <p className="muted">{t('assessments.intro')}</p>
      <Query q={list}>
        {({ due, completed }) => (
          <>
            <section aria-labelledby="due-heading">
              <h2 id="due-heading">{t('assessments.dueHeading')}</h2>
              {due.length === 0 ? (
                <p className="muted">{t('assessments.noneDue')}</p>
              ) : (
                <ul className="list card assessments">
                  {due.map((a) => (
                    <DueRow key={a.id} a={a} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="done-heading">
              <h2 id="done-heading">{t('assessments.doneHeading')}</h2>
              {completed.length === 0 ? (
                <p className="muted">{t('assessments.noneDone')}</p>
              ) : (
                <ul className="list card assessments">
                  {completed.map((a) => (
                    <DoneRow key={a.id} a={a} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Query>
    </>
  );
}

function DueRow({ a }: { a: PatientAssessment }) {
  const t = useT();
  const { locale } = useLanguage();
  const waiting = useOutbox().some((q) => q.key === outboxKey(a.id));
  const started = !!loadDraft(a.id);
  return (
    <li>
      <Link to={`/assessments/${a.id}`}>
        <span>
          <strong>
            {started
              ? t('assessments.continue', { title: a.title })
              : t('assessments.start', { title: a.title })}
          </strong>
          <span className="muted">
            {waiting
              ? t('assessments.waiting')
              : t('assessments.openUntil', { date: formatDay(a.last_day, locale) })}
          </span>
        </span>
        <span aria-hidden="true">›</span>
      </Link>
    </li>
  );
}

function DoneRow({ a }: { a: PatientAssessment }) {
  const t = useT();
  const { locale } = useLanguage();
  return (
    <li>
      <Link to={`/assessments/${a.id}`}>
        <span>
          <strong>{a.title}</strong>
          {a.submitted_at ? (
            <span className="muted">
              {t('assessments.completedOn', { date: formatSubmitted(a.submitted_at, locale) })}
            </span>
          ) : null}
          <span>{t(resultText(a))}</span>
        </span>
        <span aria-hidden="true">›</span>
      </Link>
    </li>
  );
}
