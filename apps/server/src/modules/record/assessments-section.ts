import type { StaffAssessment } from '@portal/contracts';
import {
  INSTRUMENTS,
  type InstrumentDefinition,
  type InstrumentItem,
  type PublishedText,
} from '@portal/contracts/instruments';
import { type DocumentWords, escapeHtml } from './texts';

/**
 * The assessments part of the record: every occasion with its status and, for completed ones, the
 * scores with their bands and the answers, in the language the patient answered in (the
 * instrument's validated text, never a translation of ours).
 */

const camel = (code: string) => code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function textIn(text: PublishedText, language: string): string {
  return (language === 'es' ? text.es : undefined) ?? text.en;
}

function answerText(item: InstrumentItem, value: string | number, language: string): string {
  if (item.kind === 'days') return escapeHtml(value);
  const choice = item.choices.find((c) => c.coding.code === value);
  return escapeHtml(choice ? textIn(choice.text, language) : value);
}

function bandText(w: DocumentWords, instrument: InstrumentDefinition, key: string, code: string | undefined) {
  if (!code) return '';
  const band = instrument.scores.find((s) => s.key === key)?.bands?.find((b) => b.code === code);
  const textKey = `record.band.${camel(code)}`;
  // A band the catalogue does not name yet falls back to the definition's English label.
  return ` — ${w.has(textKey) ? w.say(textKey) : escapeHtml(band?.label ?? code)}`;
}

function results(w: DocumentWords, a: StaffAssessment, instrument: InstrumentDefinition): string {
  const r = a.response;
  if (!r) return '';
  const scores = instrument.scores
    .filter((s) => r.scores[s.key] !== undefined)
    .map(
      (s) =>
        `<li>${w.say('record.score', { label: s.label, value: r.scores[s.key], min: s.min, max: s.max })}${bandText(w, instrument, s.key, r.bands[s.key])}</li>`,
    )
    .join('');
  const answers = instrument.items
    .filter((item) => r.answers[item.linkId] !== undefined)
    .map((item) => {
      const value = r.answers[item.linkId] as string | number;
      return `<tr><th scope="row">${escapeHtml(item.label)}. ${escapeHtml(textIn(item.text, r.language))}</th><td>${answerText(item, value, r.language)}</td></tr>`;
    })
    .join('');
  const englishOnly =
    w.lang === 'es' && r.language !== 'es' ? `<p class="aside">${w.say('record.englishOnly')}</p>` : '';
  return `<h4>${w.say('record.results')}</h4><ul>${scores}</ul>
<details open><summary>${w.say('record.answers')}</summary>${englishOnly}<table class="answers"><tbody>${answers}</tbody></table></details>`;
}

function statusOf(w: DocumentWords, a: StaffAssessment): string {
  if (a.status === 'completed' && a.response) {
    return w.say('record.assessmentStatus.completed', { date: w.moment(a.response.submitted_at) });
  }
  return a.status === 'missed'
    ? w.say('record.assessmentStatus.missed')
    : w.say('record.assessmentStatus.due');
}

export function assessmentsSection(w: DocumentWords, assessments: StaffAssessment[]): string {
  if (assessments.length === 0) return `<p>${w.say('record.none')}</p>`;
  return assessments
    .map((a) => {
      const instrument = INSTRUMENTS[a.instrument_id];
      return `<article class="assessment">
<h3>${w.say('record.assessmentHeading', { title: instrument.title, date: w.day(a.due_on) })}</h3>
<p>${statusOf(w, a)}</p>${results(w, a, instrument)}</article>`;
    })
    .join('\n');
}
