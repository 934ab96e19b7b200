import { INSTRUMENTS } from '@portal/contracts/instruments';
import { appTexts } from '@portal/i18n/texts/app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AssessmentResult } from '../components/assessment-result';
import { resultText } from './assessment-results';
import { dueAssessment } from './assessments.fixtures';

const bandsOf = (id: keyof typeof INSTRUMENTS) =>
  INSTRUMENTS[id].scores.find((s) => s.key === 'total')?.bands?.map((b) => b.code) ?? [];

describe('a result in words', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has its own kind words for every band of every instrument with a total, in English and Spanish', () => {
    for (const id of ['phq-9', 'gad-7', 'barc-10'] as const) {
      const keys = bandsOf(id).map((band) => resultText({ instrument_id: id, bands: { total: band } }));
      expect(keys.length, id).toBeGreaterThan(1);
      expect(keys, id).not.toContain('assessments.resultOther');
      expect(new Set(keys).size, id).toBe(keys.length);
      for (const key of keys) expect(appTexts[key].es, key).not.toBe(appTexts[key].en);
    }
    // No bands (the BAM-R's subscales): a thank-you, not a number.
    expect(resultText({ instrument_id: 'bam-r', bands: {} })).toBe('assessments.resultOther');
  });

  it.each([
    ['none-minimal', 'Your answers suggest few signs of depression right now.'],
    ['mild', /some mild signs of low mood/],
    ['moderate', /carrying a fair amount of low mood/],
    ['moderately-severe', /the last two weeks have been hard/],
    ['severe', /the last two weeks have been very hard/],
  ])('shows the PHQ-9 band %s in words, with no bare number', async (band, words) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ due: [], completed: [] }))),
    );
    const a = dueAssessment('phq-9', {
      status: 'completed',
      scores: { total: 21 },
      bands: { total: band },
      submitted_at: '2026-11-20T15:00:00Z',
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <AssessmentResult assessment={a} />
        </Router>
      </QueryClientProvider>,
    );
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(result).toHaveTextContent(words);
    expect(result.textContent).not.toMatch(/\b21\b/);
    expect(await screen.findByText(/This is your first PHQ-9/)).toBeInTheDocument();
  });
});
