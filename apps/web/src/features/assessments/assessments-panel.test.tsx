import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { StaffAssessment } from '@portal/contracts';
import {
  type Answers,
  INSTRUMENTS,
  type InstrumentDefinition,
  type InstrumentId,
  scoreAnswers,
} from '@portal/contracts/instruments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartPoints } from './components/chart-data';
import { type Completed, flagsOf } from './components/model';
import { AssessmentsPanel } from './index';

const MEMBERSHIP = '6f1c2b8e-1111-4a3b-9c2d-000000000001';
const phq9 = INSTRUMENTS['phq-9'];

/** Answers whose scored choice items carry these values, in item order (the PHQ-9's choices). */
function answersOf(instrument: InstrumentDefinition, values: number[]): Answers {
  const answers: Record<string, string> = {};
  instrument.items
    .filter((i) => i.scored && i.kind === 'choice')
    .forEach((item, n) => {
      if (item.kind !== 'choice') return;
      const choice = item.choices.find((c) => c.value === values[n]);
      if (choice) answers[item.linkId] = choice.coding.code;
    });
  return answers;
}

let seq = 0;
const id = () => `6f1c2b8e-2222-4a3b-9c2d-${String(++seq).padStart(12, '0')}`;

function completed(values: number[], submitted: string, occasion = 'joining'): StaffAssessment {
  const answers = answersOf(phq9, values);
  const { scores, bands } = scoreAnswers(phq9, answers);
  return {
    id: id(),
    instrument_id: 'phq-9',
    instrument_version: phq9.version,
    title: 'PHQ-9',
    occasion,
    status: 'completed',
    due_on: submitted.slice(0, 10),
    last_day: submitted.slice(0, 10),
    assigned_by: null,
    response: {
      id: id(),
      language: 'en',
      answers,
      scores,
      bands,
      started_at: null,
      submitted_at: submitted,
    },
  };
}

const open = (instrument: InstrumentId, status: 'due' | 'missed', occasion: string): StaffAssessment => ({
  id: id(),
  instrument_id: instrument,
  instrument_version: INSTRUMENTS[instrument].version,
  title: INSTRUMENTS[instrument].title,
  occasion,
  status,
  due_on: '2026-11-18',
  last_day: '2026-11-24',
  assigned_by: null,
  response: null,
});

// Baseline 20 (severe) on Nov 1, latest 9 (mild) on Nov 20 with item 9 answered 1: a response, flagged.
const baseline = completed([3, 3, 3, 3, 2, 2, 2, 2, 0], '2026-11-01T15:00:00.000Z');
const latest = completed([1, 1, 1, 1, 1, 1, 1, 1, 1], '2026-11-20T15:00:00.000Z', 'week-4');
let list: StaffAssessment[];
let calls: { method: string; url: string; body?: unknown }[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  list = [open('gad-7', 'due', 'joining'), latest, open('bam-r', 'missed', 'week-4'), baseline];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.includes('/settings')) return json({ settings: { time_zone: 'America/Chicago' } });
      if (method === 'POST') {
        const assigned = open(body.instrument_id, 'due', `assigned-${id()}`);
        list = [assigned, ...list];
        return json({ assessment: assigned }, 201);
      }
      return json({ assessments: list });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(onOpenAlerts = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <AssessmentsPanel membershipId={MEMBERSHIP} centerId="c1" canAssign onOpenAlerts={onOpenAlerts} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onOpenAlerts;
}

describe('chart data', () => {
  it('has one point per response, oldest first, with every score of the instrument', () => {
    const points = chartPoints(
      phq9,
      [baseline, latest] as Completed[],
      (iso) => iso.slice(5, 10),
      (iso) => iso.slice(5, 16),
    );
    expect(points).toEqual([
      { when: '11-01', id: baseline.id, total: 20 },
      { when: '11-20', id: latest.id, total: 9 },
    ]);
  });

  it('names two answers of one day by their time, so the axis and the pointer tell them apart', () => {
    const sameDay = { ...latest, response: { ...latest.response, submitted_at: '2026-11-01T18:30:00Z' } };
    const points = chartPoints(
      phq9,
      [baseline, sameDay] as Completed[],
      (iso) => iso.slice(5, 10),
      (iso) => iso.slice(5, 16),
    );
    expect(points.map((p) => p.when)).toEqual([
      (baseline.response?.submitted_at ?? '').slice(5, 16),
      '11-01T18:30',
    ]);
  });

  it('flags item 9 above 0 from the stored answers (flags are not stored)', () => {
    expect(flagsOf(latest as Completed)).toEqual([{ code: 'phq9-item9', linkId: '44260-8', value: 1 }]);
    expect(flagsOf(baseline as Completed)).toEqual([]);
  });
});

describe('AssessmentsPanel', { timeout: 30_000 }, () => {
  it('draws each instrument over time and names the change from baseline', async () => {
    renderPanel();
    const card = await screen.findByRole('region', { name: 'PHQ-9' });
    expect(
      within(card).getByRole('img', { name: 'PHQ-9 Total over time: 2 responses, latest Total 9.' }),
    ).toBeInTheDocument();
    // The bands are named beside the shading.
    expect(within(card).getByText('20–27 Severe')).toBeInTheDocument();
    // 20 → 9: down 55 %, a response (down by half or more), not a remission (9 is not below 5).
    expect(within(card).getByText('20 · Severe')).toBeInTheDocument();
    expect(within(card).getByText('9 · Mild')).toBeInTheDocument();
    expect(within(card).getByText('-11 points (-55%)')).toBeInTheDocument();
    expect(within(card).getByText('Response')).toBeInTheDocument();
    // No card for instruments with no response yet.
    expect(screen.queryByRole('region', { name: 'GAD-7' })).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'GET', url: `/v3/memberships/${MEMBERSHIP}/assessments` });
  });

  it('lists what is due and missed, and each response with its answers and flag', async () => {
    const user = userEvent.setup();
    const onOpenAlerts = renderPanel();
    const due = await screen.findByRole('region', { name: 'Due' });
    expect(within(due).getByText('GAD-7 · At joining')).toBeInTheDocument();
    expect(within(due).getByText('Due Nov 18, 2026, last day Nov 24, 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Missed' })).getByText('BAM-R · Week 4'),
    ).toBeInTheDocument();

    const done = screen.getByRole('region', { name: 'Completed' });
    // Newest first; the flagged one is marked without opening it. 9:00 AM in Chicago (the center's zone).
    const controls = within(done).getAllByRole('button');
    expect(controls[0]).toHaveTextContent('PHQ-9 · Week 4');
    expect(controls[0]).toHaveTextContent('Safety alert');
    expect(controls[0]).toHaveTextContent('Answered Nov 20, 2026, 9:00 AM');
    expect(controls[1]).not.toHaveTextContent('Safety alert');

    await user.click(controls[0] as HTMLElement);
    const answers = await within(done).findByRole('region', { name: /PHQ-9 · Week 4/ });
    expect(within(answers).getByText('1. Little interest or pleasure in doing things')).toBeVisible();
    expect(within(answers).getAllByText('Several days (1)')).toHaveLength(9);
    expect(
      within(answers).getByText(
        'Item 9 answered above 0: thoughts of being better off dead or of self-harm.',
      ),
    ).toBeVisible();
    await user.click(within(answers).getByRole('button', { name: 'See the alerts' }));
    expect(onOpenAlerts).toHaveBeenCalledOnce();
  });

  it('assigns an instrument now: the request, a toast, and the list read again', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('region', { name: 'PHQ-9' });
    await user.click(screen.getByRole('combobox', { name: 'Instrument' }));
    await user.click(await screen.findByRole('option', { name: 'BARC-10 · Recovery capital' }));
    await user.click(screen.getByRole('button', { name: 'Assign now' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/v3/memberships/${MEMBERSHIP}/assessments`,
        body: { instrument_id: 'barc-10' },
      }),
    );
    expect(
      await screen.findByText('BARC-10 assigned: the patient can answer it from today.'),
    ).toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'Due' });
    await waitFor(() => expect(within(due).getByText('BARC-10 · Assigned by staff')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'GET' && c.url.endsWith('/assessments'))).toHaveLength(2);
  });

  it('says when the list cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/settings')) return json({ settings: { time_zone: 'America/Chicago' } });
        return fail ? json({ message: 'Not found.' }, 404) : json({ assessments: [] });
      }),
    );
    renderPanel();
    expect(await screen.findByText('The assessments could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No assessments yet/)).toBeInTheDocument();
  });
});
