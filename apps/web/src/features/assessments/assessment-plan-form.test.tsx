import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type AssessmentPlanBody, messages } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldOf } from './components/plan-model';
import { AssessmentPlanForm } from './index';

const CENTER = 'c1';
const DEFAULT: AssessmentPlanBody = {
  window_days: 7,
  entries: [
    { instrument_id: 'phq-9', at_joining: true, every_weeks: 4, at_discharge: false, follow_up_days: [] },
    { instrument_id: 'bam-r', at_joining: true, every_weeks: 4, at_discharge: false, follow_up_days: [] },
    { instrument_id: 'barc-10', at_joining: true, every_weeks: null, at_discharge: true, follow_up_days: [] },
  ],
};

let calls: { method: string; url: string; body?: unknown }[];
let putAnswer: { status: number; body: unknown };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  putAnswer = { status: 200, body: { plan: DEFAULT, is_default: false } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT') return json(putAnswer.body, putAnswer.status);
      return json({ plan: DEFAULT, is_default: true });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <AssessmentPlanForm centerId={CENTER} canEdit={canEdit} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const interval = (instrument: string) =>
  within(screen.getByRole('group', { name: instrument })).getByRole('textbox', {
    name: 'Every how many weeks while active',
  });

describe('fieldOf', () => {
  it('names the instrument at the place an error points to', () => {
    const order = ['phq-9', 'bam-r'] as const;
    expect(fieldOf('entries.1.every_weeks', order)).toBe('bam-r.every_weeks');
    expect(fieldOf('entries.0.follow_up_days.1', order)).toBe('phq-9.follow_up_days');
    expect(fieldOf('window_days', order)).toBe('window_days');
    expect(fieldOf('entries', order)).toBe('entries');
  });
});

describe('AssessmentPlanForm', { timeout: 30_000 }, () => {
  it('shows the catalogue sentence on the field for an interval of 0, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText(/follows the product's default plan/)).toBeInTheDocument();
    const phq9 = interval('PHQ-9');
    expect(phq9).toHaveValue('4');
    await user.clear(phq9);
    await user.type(phq9, '0');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(phq9).toHaveAccessibleDescription(expect.stringContaining(messages.assessmentPlanInterval));
    expect(phq9).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('asks before a change to what is owed, then saves the body the API takes', async () => {
    const user = userEvent.setup();
    renderForm();
    const gad7 = await screen.findByRole('group', { name: 'GAD-7' });
    await user.click(within(gad7).getByRole('switch', { name: 'Ask GAD-7 (Anxiety)' }));
    await user.click(within(gad7).getByRole('checkbox', { name: '90 days' }));
    const window = screen.getByRole('textbox', { name: 'Days to answer' });
    await user.clear(window);
    await user.type(window, '10');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));

    const confirm = await screen.findByRole('dialog', { name: 'Change what patients are asked?' });
    expect(within(confirm).getByText('Added: GAD-7')).toBeInTheDocument();
    expect(within(confirm).getByText('Days to answer: 7 → 10')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/v3/treatment_centers/${CENTER}/assessment_plan`,
      body: {
        window_days: 10,
        entries: [
          DEFAULT.entries[0],
          {
            instrument_id: 'gad-7',
            at_joining: true,
            every_weeks: null,
            at_discharge: false,
            follow_up_days: [90],
          },
          DEFAULT.entries[1],
          DEFAULT.entries[2],
        ],
      },
    });
    expect(await screen.findByText('Assessment plan saved.')).toBeInTheDocument();
  });

  it("puts the server's field errors on the instrument they name", async () => {
    const user = userEvent.setup();
    putAnswer = {
      status: 400,
      body: {
        message: 'The plan is not valid.',
        errors: [
          { field: 'entries.1.every_weeks', message: 'Elija un intervalo de 1 a 52 semanas, o ninguno.' },
        ],
      },
    };
    renderForm();
    const window = await screen.findByRole('textbox', { name: 'Days to answer' });
    await user.clear(window);
    await user.type(window, '5');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    // entries.1 of the body sent is the BAM-R (PHQ-9, BAM-R, BARC-10 in catalogue order).
    await waitFor(() =>
      expect(interval('BAM-R')).toHaveAccessibleDescription(
        expect.stringContaining('Elija un intervalo de 1 a 52 semanas, o ninguno.'),
      ),
    );
    expect(interval('PHQ-9')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows staff the plan read-only', async () => {
    renderForm(false);
    expect(await screen.findByRole('group', { name: 'PHQ-9' })).toBeInTheDocument();
    expect(screen.getByText("Only the center's owners can change the plan.")).toBeInTheDocument();
    expect(interval('PHQ-9')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the plan' })).toBeNull();
  });
});
