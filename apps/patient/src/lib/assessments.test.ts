import { PHQ9_ITEM9 as CONTRACTS_ITEM9, INSTRUMENTS } from '@portal/contracts/instruments';
import { describe, expect, it } from 'vitest';
import { TOTAL_SCALES } from './assessment-results';
import { answersToSend, askedQuestions, needsCrisisHelp, PHQ9_ITEM9 } from './assessments';
import { questionnaireOf } from './assessments.fixtures';

describe('questionnaire rules on the phone', () => {
  it('names the same question 9 and the same score ranges as the instruments in contracts', () => {
    expect(PHQ9_ITEM9).toBe(CONTRACTS_ITEM9);
    for (const [id, scale] of Object.entries(TOTAL_SCALES)) {
      const total = INSTRUMENTS[id as keyof typeof INSTRUMENTS].scores.find((s) => s.key === 'total');
      expect({ min: total?.min, max: total?.max, better: total?.better }, id).toEqual(scale);
    }
    // The BAM-R has subscales and no total: no chart.
    expect(INSTRUMENTS['bam-r'].scores.some((s) => s.key === 'total')).toBe(false);
  });

  it('asks question 9 "Not at all" → no crisis help; any other answer → crisis help; never for other instruments', () => {
    const { questions } = questionnaireOf('phq-9');
    const item9 = questions.find((q) => q.link_id === PHQ9_ITEM9);
    const codes = item9?.choices?.map((c) => c.code) ?? [];
    expect(codes).toHaveLength(4);
    expect(needsCrisisHelp('phq-9', questions, { [PHQ9_ITEM9]: codes[0] as string })).toBe(false);
    for (const code of codes.slice(1))
      expect(needsCrisisHelp('phq-9', questions, { [PHQ9_ITEM9]: code })).toBe(true);
    expect(needsCrisisHelp('phq-9', questions, {})).toBe(false);
    const gad = questionnaireOf('gad-7').questions;
    expect(needsCrisisHelp('gad-7', gad, { [PHQ9_ITEM9]: codes[3] as string })).toBe(false);
  });

  it('asks the BAM-R drug questions only after days of drug use, and sends no answer to a question not asked', () => {
    const { questions } = questionnaireOf('bam-r');
    const drugs = questions.filter((q) => q.enable_when?.link_id === 'bam-r-6');
    expect(drugs.length).toBe(7);
    expect(askedQuestions(questions, { 'bam-r-6': 0 }).filter((q) => drugs.includes(q))).toEqual([]);
    expect(askedQuestions(questions, { 'bam-r-6': 3 }).filter((q) => drugs.includes(q))).toHaveLength(7);
    const drug = drugs[0]?.link_id as string;
    expect(answersToSend(questions, { 'bam-r-6': 0, [drug]: 2 })).toEqual({ 'bam-r-6': 0 });
    expect(answersToSend(questions, { 'bam-r-6': 1, [drug]: 2 })).toEqual({ 'bam-r-6': 1, [drug]: 2 });
  });
});
