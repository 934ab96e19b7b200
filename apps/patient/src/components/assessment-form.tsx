import type { SubmitAssessmentBody } from '@portal/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type AssessmentDetail,
  answersToSend,
  askedQuestions,
  type Draft,
  loadDraft,
  needsCrisisHelp,
  newDraft,
  type Question,
  saveDraft,
} from '../lib/assessments';
import { ApiError, errorText, fieldError } from '../lib/http';
import { useLanguage, useT } from '../lib/i18n';

/**
 * One question per screen, the recall period above each, progress, Back. Every answer is kept on
 * the phone at once (lib/assessments.ts `Draft`), so leaving and coming back resumes at the same
 * question. The wording is the server's, in the language it chose (a validated text only).
 */
export function AssessmentForm({
  detail,
  busy,
  error,
  onSend,
}: {
  detail: AssessmentDetail;
  busy: boolean;
  error: unknown;
  onSend: (body: SubmitAssessmentBody, crisis: boolean) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { assessment, questionnaire } = detail;
  const { questions } = questionnaire;
  const id = assessment.id;
  const [draft, setDraft] = useState<Draft>(() => loadDraft(id) ?? newDraft());
  const [resumed] = useState(() => Object.keys(draft.answers).length > 0);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  // Something typed in a days box that is not yet a number of days.
  const daysTyped = useRef(false);

  const asked = askedQuestions(questions, draft.answers);
  const index = Math.max(
    0,
    asked.findIndex((q) => q.link_id === draft.at),
  );
  const q = asked[index] as Question;
  const answer = draft.answers[q.link_id];
  const last = index === asked.length - 1;

  // A new question: a screen reader reads it next (not on the first one: the screen's heading has the focus).
  useEffect(() => {
    if (shown.current !== null && shown.current !== q.link_id) heading.current?.focus();
    shown.current = q.link_id;
  }, [q.link_id]);

  // The server refused an answer: back to that question, with its sentence.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a new refusal arrives
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    const refused = asked.find((a) => fieldError(error, `answers.${a.link_id}`));
    if (refused) keep({ ...draft, at: refused.link_id });
  }, [error]);

  function keep(next: Draft) {
    setDraft(next);
    saveDraft(id, next);
  }
  const answerWith = (value: string | number | undefined) => {
    const answers = { ...draft.answers };
    if (value === undefined) delete answers[q.link_id];
    else answers[q.link_id] = value;
    keep({ ...draft, answers, at: q.link_id });
    setProblem(null);
  };
  const go = (to: number) => {
    keep({ ...draft, at: (asked[to] as Question).link_id });
    setProblem(null);
  };

  function next(e: FormEvent) {
    e.preventDefault();
    if (q.kind === 'days' && answer === undefined && daysTyped.current) {
      return setProblem(t('assessments.daysInvalid', { max: q.max ?? 0 }));
    }
    if (q.required && answer === undefined) {
      return setProblem(
        q.kind === 'days' ? t('assessments.daysInvalid', { max: q.max ?? 0 }) : t('assessments.chooseAnswer'),
      );
    }
    if (!last) return go(index + 1);
    const answers = answersToSend(questions, draft.answers);
    onSend(
      {
        client_key: draft.client_key,
        instrument_version: assessment.instrument_version,
        language: questionnaire.language,
        answers,
        started_at: draft.started_at,
      },
      needsCrisisHelp(assessment.instrument_id, questions, answers),
    );
  }

  const refused = fieldError(error, `answers.${q.link_id}`);
  const shownProblem = problem ?? refused;
  const otherError = error && !asked.some((a) => fieldError(error, `answers.${a.link_id}`)) ? error : null;
  const preamble = questionnaire.stem ?? questionnaire.recall;
  return (
    <form onSubmit={next} noValidate className="assessment">
      {questionnaire.english_only && questionnaire.language !== language ? (
        <p className="alert wait">{t('assessments.englishOnly')}</p>
      ) : null}
      {resumed && index > 0 ? <p className="muted">{t('assessments.resumed')}</p> : null}
      <div className="progress-row">
        <span aria-hidden="true">
          {t('assessments.progress', { current: index + 1, total: asked.length })}
        </span>
        <progress
          value={index + 1}
          max={asked.length}
          aria-label={t('assessments.progressLabel', { current: index + 1, total: asked.length })}
        />
      </div>
      {/* The instrument's words are in the questionnaire's language, which may not be the app's. */}
      <div>
        {preamble ? (
          <p className="preamble" lang={questionnaire.language}>
            {preamble}
          </p>
        ) : null}
        <fieldset
          aria-labelledby="question-text"
          aria-describedby={shownProblem ? 'question-problem' : undefined}
        >
          <h2
            id="question-text"
            tabIndex={-1}
            ref={heading}
            className="question"
            lang={questionnaire.language}
          >
            <span className="question-number">{q.label}.</span> {q.text}
          </h2>
          {q.kind === 'choice' ? (
            <div className="presets answers">
              {(q.choices ?? []).map((c) => (
                <label key={c.code} className="choice">
                  <input
                    type="radio"
                    name={`answer-${q.link_id}`}
                    value={c.code}
                    checked={answer === c.code}
                    onChange={() => answerWith(c.code)}
                  />
                  <span lang={questionnaire.language}>{c.text}</span>
                </label>
              ))}
            </div>
          ) : (
            <DaysInput
              key={q.link_id}
              id={`days-${q.link_id}`}
              max={q.max ?? 0}
              value={typeof answer === 'number' ? answer : undefined}
              onChange={(value, typed) => {
                daysTyped.current = typed;
                answerWith(value);
              }}
            />
          )}
        </fieldset>
      </div>
      {!q.required ? <p className="muted">{t('assessments.optional')}</p> : null}
      <div aria-live="polite">
        {shownProblem ? (
          <p id="question-problem" className="alert error">
            {shownProblem}
          </p>
        ) : null}
        {otherError ? (
          <p className="alert error" role="alert">
            {errorText(otherError)}
          </p>
        ) : null}
      </div>
      <div className="step-buttons">
        {index > 0 ? (
          <button type="button" className="btn secondary" onClick={() => go(index - 1)}>
            {t('common.back')}
          </button>
        ) : null}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('assessments.sending') : last ? t('assessments.send') : t('assessments.next')}
        </button>
      </div>
      <p className="terms" lang={questionnaire.language}>
        {questionnaire.terms}
      </p>
    </form>
  );
}

/** A number of days, 0 to max: kept as typed, an answer only once it is a whole number in range. */
function DaysInput({
  id,
  max,
  value,
  onChange,
}: {
  id: string;
  max: number;
  value: number | undefined;
  onChange: (value: number | undefined, typed: boolean) => void;
}) {
  const t = useT();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  return (
    <div className="field">
      <label htmlFor={id}>{t('assessments.daysLabel', { max })}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={text}
        onInput={(e) => {
          const typed = (e.target as HTMLInputElement).value;
          setText(typed);
          const n = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
          onChange(n >= 0 && n <= max ? n : undefined, typed.trim() !== '');
        }}
      />
    </div>
  );
}
