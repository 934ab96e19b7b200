import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ASSESSMENT_ID, dueAssessment } from '../lib/assessments.fixtures';
import { clearOutbox, enqueue } from '../lib/outbox';
import { AssessmentsDueCard } from './assessments-due-card';

function renderCard(due: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ due, completed: [] }))),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={memoryLocation({ path: '/home' }).hook}>
        <AssessmentsDueCard />
        <p>Rest of Today</p>
      </Router>
    </QueryClientProvider>,
  );
}

describe("Today's questionnaire card", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearOutbox();
  });

  it('says which questionnaire is due, how many more, and opens it', async () => {
    renderCard([dueAssessment(), dueAssessment('bam-r', { id: '00000000-0000-4000-8000-00000000a552' })]);
    expect(await screen.findByText('PHQ-9 is due')).toBeInTheDocument();
    expect(screen.getByText(/And 1 more questionnaire\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill it in now' })).toHaveAttribute(
      'href',
      `/assessments/${ASSESSMENT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'All questionnaires' })).toHaveAttribute('href', '/assessments');
  });

  it('is not there when nothing is due, or when the one due waits in the outbox', async () => {
    enqueue({ key: `assessment:${ASSESSMENT_ID}`, method: 'POST', path: '/x', body: {} });
    renderCard([dueAssessment()]);
    await screen.findByText('Rest of Today');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('PHQ-9 is due')).toBeNull();
    expect(vi.mocked(fetch)).toHaveBeenCalled();
  });
});
