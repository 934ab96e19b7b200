import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { OutcomesResponse } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutcomesPage } from './index';

const CENTER = '6f1c2b8e-1111-4a3b-9c2d-000000000001';
const none = { count: 0, share: 0 };
const completion = { owed: 10, completed: 7, missed: 2, open: 1, rate: 0.778 };

const figures: OutcomesResponse = {
  filters: { from: null, to: null, instrument: null },
  today: '2026-11-27',
  completion,
  instruments: [
    {
      instrument_id: 'phq-9',
      title: 'PHQ-9',
      completion,
      scores: [
        {
          key: 'total',
          label: 'PHQ-9 total',
          better: 'lower',
          patients: 5,
          paired: 4,
          baseline_mean: 16.3,
          latest_mean: 8.5,
          change: {
            remission: { count: 1, share: 0.25 },
            response: { count: 2, share: 0.5 },
            improved: none,
            unchanged: none,
            worse: { count: 1, share: 0.25 },
          },
          no_use: null,
          cohorts: [{ month: '2026-05', patients: 5, paired: 4, baseline_mean: 16.3, latest_mean: 8.5 }],
          weeks: [
            { week: 0, responses: 5, mean: 15.2, no_use_share: null },
            { week: 4, responses: 4, mean: 9.1, no_use_share: null },
          ],
        },
      ],
    },
  ],
  follow_ups: [30, 90, 180, 365].map((days) => ({
    days,
    completion:
      days === 30
        ? { owed: 2, completed: 1, missed: 1, open: 0, rate: 0.5 }
        : { ...completion, owed: 0, completed: 0, missed: 0, open: 0, rate: null },
    results:
      days === 30
        ? [{ instrument_id: 'bam-r' as const, key: 'use', responses: 1, mean: 0, no_use_share: 1 }]
        : [],
  })),
};

let answer: () => Response;
let calls: string[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answer = () => json(figures);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('outcomes.csv'))
        return new Response('Patient ID\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      return answer();
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:outcomes');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <OutcomesPage centerId={CENTER} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('OutcomesPage', { timeout: 30_000 }, () => {
  it('shows completion, each score with its change in tables, and the follow-ups', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'PHQ-9 · Total' }, { timeout: 10_000 });
    expect(within(section).getByText('5 patients answered; 4 answered twice or more')).toBeInTheDocument();
    expect(within(section).getByText('Mean at baseline 16.3, latest 8.5')).toBeInTheDocument();
    const change = within(section).getByRole('table', { name: 'PHQ-9 · Total: Change from baseline' });
    expect(
      within(change).getByRole('row', { name: 'Response (down 50 % or more) 2 50%' }),
    ).toBeInTheDocument();
    const weeks = within(section).getByRole('table', { name: 'PHQ-9 · Total: By program week' });
    expect(within(weeks).getByRole('row', { name: '4 4 9.1' })).toBeInTheDocument();
    expect(screen.getAllByText('77.8%')).toHaveLength(2);
    const followUps = screen.getByRole('region', { name: 'Alumni follow-ups' });
    expect(
      within(followUps).getByText('BAM-R Use: mean 0 (1 answered) · 100% reporting no use'),
    ).toBeInTheDocument();
    expect(calls[0]).toBe(`/v3/treatment_centers/${CENTER}/outcomes`);
  });

  it('applies the filters together, and refuses a month not written as YYYY-MM', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'PHQ-9 · Total' });
    await user.type(screen.getByRole('textbox', { name: /Admitted from/ }), '2026-5');
    expect(screen.getByText('Choose a month as YYYY-MM.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Admitted from/ }), '{backspace}05');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Questionnaire' }), 'phq-9');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(calls.at(-1)).toBe(`/v3/treatment_centers/${CENTER}/outcomes?from=2026-05&instrument=phq-9`),
    );
  });

  it('says when the figures could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    answer = () => json({ message: 'There was an error, try again later.' }, 500);
    renderPage();
    expect(await screen.findByText('The outcomes could not be loaded.')).toBeInTheDocument();
    answer = () => json({ ...figures, instruments: [], completion: { ...completion, owed: 0 } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No questionnaires were due or answered for these patients yet.'),
    ).toBeInTheDocument();
  });

  it('asks who receives the identified file and why, names them in the consent rule, then downloads', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'PHQ-9 · Total' });
    await user.click(screen.getByRole('button', { name: 'Download identified CSV…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identified export' });
    const confirm = within(dialog).getByRole('button', { name: 'Disclose and download' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient/ }), 'Example Clinic');
    await user.type(within(dialog).getByRole('textbox', { name: /Purpose/ }), 'Coordination of care');
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'only patients with an active consent naming Example Clinic for Coordination of care',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.at(-1)).toBe(
        `/v3/treatment_centers/${CENTER}/outcomes.csv?kind=identified&recipient=Example+Clinic&purpose=Coordination+of+care`,
      ),
    );
    expect(await screen.findByText('The file was downloaded.')).toBeInTheDocument();
  });
});
