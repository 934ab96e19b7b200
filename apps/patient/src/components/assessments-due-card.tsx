import { Link } from 'wouter';
import { outboxKey, useAssessments } from '../lib/assessments';
import { useT } from '../lib/i18n';
import { useOutbox } from '../lib/outbox';

/**
 * Today's card for a due questionnaire ("PHQ-9 is due", a way in). Only when one is due: while the
 * list loads or cannot be read, Today shows nothing of it (the Questionnaires screen says why).
 * One waiting in the outbox is done as far as the patient is concerned.
 */
export function AssessmentsDueCard() {
  const t = useT();
  const list = useAssessments();
  const outbox = useOutbox();
  const due = (list.data?.due ?? []).filter((a) => !outbox.some((q) => q.key === outboxKey(a.id)));
  const first = due[0];
  if (!first) return null;
  return (
    <section className="card accent" aria-labelledby="home-assessment">
      <div className="row">
        <h2 id="home-assessment">{t('assessments.homeHeading')}</h2>
        <Link to="/assessments">{t('assessments.homeAll')}</Link>
      </div>
      <p>
        <strong>{t('assessments.homeDue', { title: first.title })}</strong>
      </p>
      {due.length > 1 ? (
        <p className="muted">{t('assessments.homeOthers', { count: due.length - 1 })}</p>
      ) : null}
      <Link className="btn block" to={`/assessments/${first.id}`}>
        {t('assessments.homeFill')}
      </Link>
    </section>
  );
}
