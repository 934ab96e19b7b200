import type {
  PatientAssessment,
  patientAssessmentDetail,
  patientAssessmentsResponse,
  SubmitAssessmentBody,
  submitAssessmentResponse,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, retryUnlessNotFound } from './http';
import { useLanguage } from './i18n';
import { sendOrQueue } from './outbox';

/**
 * Questionnaires (standardized assessments, issue 39; docs/decisions/assessments.md): the reads,
 * the answers kept on this phone while the patient fills one in, and the submission through the
 * check-ins' outbox. Small on purpose: Today's "is due" card imports it into the first download.
 */
export type AssessmentList = z.infer<typeof patientAssessmentsResponse>;
export type AssessmentDetail = z.infer<typeof patientAssessmentDetail>;
export type Questionnaire = AssessmentDetail['questionnaire'];
export type Question = Questionnaire['questions'][number];
export type SubmitResult = z.infer<typeof submitAssessmentResponse>;
export type Answers = Record<string, string | number>;
export type { PatientAssessment };

export const assessmentKeys = {
  all: ['assessments'] as const,
  one: (id: string, language: string) => ['assessments', id, language] as const,
};

export const useAssessments = () =>
  useQuery({
    queryKey: assessmentKeys.all,
    queryFn: () => api<AssessmentList>('GET', '/patient/assessments'),
  });

/** One assessment with its questions in the app's language (English where no validated text exists). */
export function useAssessment(id: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: assessmentKeys.one(id, language),
    queryFn: () => api<AssessmentDetail>('GET', `/patient/assessments/${id}?lang=${language}`),
    retry: retryUnlessNotFound,
  });
}

/** The value an answer counts for (a choice's ordinal value, a number of days). */
export function answerValue(question: Question, answer: string | number | undefined): number | undefined {
  if (answer === undefined) return undefined;
  if (question.kind === 'days') return typeof answer === 'number' ? answer : undefined;
  return question.choices?.find((c) => c.code === answer)?.value;
}

/**
 * The questions asked with these answers: one shown only when an earlier answer is above a value
 * (the BAM-R's drug questions after "any drugs?") is left out otherwise, as the server's scoring does.
 */
export function askedQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const values = new Map<string, number>();
  const asked: Question[] = [];
  for (const q of questions) {
    const when = q.enable_when;
    if (when && (values.get(when.link_id) ?? 0) <= when.above) continue;
    asked.push(q);
    const v = answerValue(q, answers[q.link_id]);
    if (v !== undefined) values.set(q.link_id, v);
  }
  return asked;
}

/** The answers to send: those of asked questions only (the server refuses an answer not asked). */
export const answersToSend = (questions: readonly Question[], answers: Answers): Answers =>
  Object.fromEntries(
    askedQuestions(questions, answers)
      .filter((q) => answers[q.link_id] !== undefined)
      .map((q) => [q.link_id, answers[q.link_id] as string | number]),
  );

/**
 * The PHQ-9's question 9 ("Thoughts that you would be better off dead or of hurting yourself"):
 * contracts' PHQ9_ITEM9 (its LOINC code), repeated here so the first download does not carry the
 * instruments' texts (assessments.test.ts checks they agree).
 */
export const PHQ9_ITEM9 = '44260-8';

/**
 * Whether these answers call for crisis help at once (decisions §9): question 9 of the PHQ-9 above
 * "Not at all". Decided on the phone, so the help shows offline too and never waits for the server.
 */
export function needsCrisisHelp(instrumentId: string, questions: readonly Question[], answers: Answers) {
  if (instrumentId !== 'phq-9') return false;
  const item9 = questions.find((q) => q.link_id === PHQ9_ITEM9);
  return !!item9 && (answerValue(item9, answers[PHQ9_ITEM9]) ?? 0) > 0;
}

/** What is kept on this phone while a questionnaire is filled in: leaving and coming back resumes. */
export interface Draft {
  /** The submission's key, chosen once: a resend (the outbox, a retry) is the same submission. */
  client_key: string;
  started_at: string;
  answers: Answers;
  /** The question on view. */
  at: string | null;
}

const DRAFT_PREFIX = 'patient-app-assessment:';

export function loadDraft(id: string): Draft | null {
  try {
    const draft = JSON.parse(window.localStorage.getItem(DRAFT_PREFIX + id) ?? 'null') as Draft | null;
    return draft && typeof draft.client_key === 'string' && typeof draft.answers === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export const newDraft = (): Draft => ({
  client_key: crypto.randomUUID(),
  started_at: new Date().toISOString(),
  answers: {},
  at: null,
});

export const saveDraft = (id: string, draft: Draft) =>
  window.localStorage.setItem(DRAFT_PREFIX + id, JSON.stringify(draft));

export const dropDraft = (id: string) => window.localStorage.removeItem(DRAFT_PREFIX + id);

/** Sign-out: no answer stays on the phone. */
export function forgetDrafts() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(DRAFT_PREFIX)) window.localStorage.removeItem(key);
  }
}

/** The outbox's key of an assessment's submission: one waiting submission per assessment. */
export const outboxKey = (id: string) => `assessment:${id}`;

/**
 * Sends the answers now when online, or keeps them in the outbox (lib/outbox.ts) to be sent once
 * the connection is back, with the same `client_key`: the server answers a resend with the first
 * result, so nothing is stored twice.
 */
export const submitAssessment = (id: string, body: SubmitAssessmentBody) =>
  sendOrQueue<SubmitResult>({
    key: outboxKey(id),
    method: 'POST',
    path: `/patient/assessments/${id}/responses`,
    body,
  });
