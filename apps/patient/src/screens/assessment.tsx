import type { SubmitAssessmentBody } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import '../components/assessment.css';
import { Link, useParams } from 'wouter';
import { AssessmentForm } from '../components/assessment-form';
import { AssessmentResult } from '../components/assessment-result';
import { CrisisHelp } from '../components/crisis-help';
import { Query } from '../components/states';
import {
  type AssessmentDetail,
  assessmentKeys,
  dropDraft,
  outboxKey,
  submitAssessment,
  useAssessment,
} from '../lib/assessments';
import { ApiError, isNotFound } from '../lib/http';
import { useLanguage, useT } from '../lib/i18n';
import { useOutbox } from '../lib/outbox';

/** The messages.assessmentVersionChanged refusal: the form on the phone is stale, read it again. */
const isStaleForm = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && err.errors.some((e) => e.field === 'instrument_version');

/**
 * One questionnaire (/assessments/:id): the questions while it is due, then the result. Crisis help
 * comes first whenever the answers call for it, before the server answers or while offline.
 */
export function Assessment() {
  const { id = '' } = useParams<{ id: string }>();
  const t = useT();
  const detail = useAssessment(id);
  return (
    <>
      <p>
        <Link to="/assessments">{t('assessments.backToList')}</Link>
      </p>
      {detail.error && isNotFound(detail.error) ? (
        <>
          <h1 tabIndex={-1}>{t('assessments.heading')}</h1>
          <p className="alert error">{t('assessments.notFound')}</p>
        </>
      ) : (
        <Query q={detail}>{(d) => <AssessmentFlow detail={d} refetch={() => void detail.refetch()} />}</Query>
      )}
    </>
  );
}

function AssessmentFlow({ detail, refetch }: { detail: AssessmentDetail; refetch: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const client = useQueryClient();
  const { assessment } = detail;
  const waiting = useOutbox().find((a) => a.key === outboxKey(assessment.id));
  const [crisis, setCrisis] = useState<null | 'online' | 'offline'>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function send(body: SubmitAssessmentBody, needsHelp: boolean) {
    // Help first: the server's answer (or the connection) is not waited for.
    if (needsHelp) setCrisis(navigator.onLine ? 'online' : 'offline');
    setBusy(true);
    setError(null);
    try {
      const sent = await submitAssessment(assessment.id, body);
      dropDraft(assessment.id);
      if (sent.queued) {
        if (needsHelp) setCrisis('offline');
        return;
      }
      client.setQueryData<AssessmentDetail>(assessmentKeys.one(assessment.id, language), {
        ...detail,
        assessment: sent.data.assessment,
      });
      void client.invalidateQueries({ queryKey: assessmentKeys.all });
      if (sent.data.flags.includes('phq9-item9')) setCrisis((c) => c ?? 'online');
    } catch (err) {
      setError(err);
      if (isStaleForm(err)) refetch();
    } finally {
      setBusy(false);
    }
  }

  if (crisis) {
    return (
      <CrisisHelp offline={crisis === 'offline'}>
        <button type="button" className="btn secondary block" onClick={() => setCrisis(null)}>
          {t('assessments.crisisDone')}
        </button>
      </CrisisHelp>
    );
  }
  const title = <h1 tabIndex={-1}>{assessment.title}</h1>;
  if (waiting) {
    return (
      <>
        {title}
        <p className="alert wait" role="status">
          {t('assessments.savedOffline')}
        </p>
        <p>
          <Link to={`/assessments/${assessment.id}/help`}>{t('assessments.needHelp')}</Link>
        </p>
      </>
    );
  }
  if (assessment.status === 'completed') {
    return (
      <>
        {title}
        <AssessmentResult assessment={assessment} />
      </>
    );
  }
  if (assessment.status === 'missed') {
    return (
      <>
        {title}
        <p className="alert wait">{t('assessments.notOpen')}</p>
      </>
    );
  }
  return (
    <>
      {title}
      <AssessmentForm detail={detail} busy={busy} error={error} onSend={(b, h) => void send(b, h)} />
    </>
  );
}

/** Crisis help on its own (/assessments/:id/help), reached from a result or a waiting submission. */
export function AssessmentHelp() {
  const { id = '' } = useParams<{ id: string }>();
  const t = useT();
  return (
    <CrisisHelp>
      <Link className="btn secondary block" to={`/assessments/${id}`}>
        {t('assessments.crisisDone')}
      </Link>
    </CrisisHelp>
  );
}
