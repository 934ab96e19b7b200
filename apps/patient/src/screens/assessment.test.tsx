import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PatientAssessment } from '../lib/assessments';
import { ASSESSMENT_ID, detailOf, dueAssessment } from '../lib/assessments.fixtures';
import { clearOutbox, flushOutbox, queued } from '../lib/outbox';
import { Assessment } from './assessment';

const membership = {
  id: '00000000-0000-4000-8000-000000000001',
  treatment_center_id: '00000000-0000-4000-8000-000000000002',
  treatment_center_name: 'Harbor House',
  status: 'active',
  first_name: 'Jamie',
  last_name: 'Doe',
  email: 'jamie@example.test',
  first_day: '2026-11-01',
  today: '2026-11-23',
  time_zone: 'America/New_York',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The patient API as these screens read it; `post` answers a submission (or never, to hold it). */
function stubServer(
  opts: {
    assessment?: PatientAssessment;
    completed?: PatientAssessment[];
    post?: () => Promise<Response>;
  } = {},
) {
  let a = opts.assessment ?? dueAssessment();
  const posts: { client_key: string; answers: Record<string, string | number> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.endsWith('/responses')) {
        posts.push(JSON.parse(String(init.body)));
        if (opts.post) return opts.post();
        a = { ...a, status: 'completed', scores: { total: 0 }, bands: { total: 'none-minimal' } };
        return json({ assessment: a, response_id: '00000000-0000-4000-8000-0000000000a1', flags: [] }, 201);
      }
      if (url.startsWith(`/patient/assessments/${a.id}`)) return json(detailOf(a));
      if (url === '/patient/assessments') return json({ due: [], completed: opts.completed ?? [] });
      if (url === '/patient/membership') return json({ membership });
      return json({}, 404);
    }),
  );
  return posts;
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Router hook={memoryLocation({ path: `/assessments/${ASSESSMENT_ID}` }).hook}>
        <Route path="/assessments/:id" component={Assessment} />
      </Router>
    </QueryClientProvider>,
  );
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

/** Answers the PHQ-9's nine questions (0–3 each), then the difficulty question, on its screens. */
async function answerPhq9(values: number[]) {
  const choices = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
  for (const v of values) {
    await userEvent.click(await screen.findByRole('radio', { name: choices[v] }));
    await next();
  }
  await userEvent.click(await screen.findByRole('radio', { name: 'Not difficult at all' }));
}

describe('taking a questionnaire', () => {
  beforeEach(() => clearOutbox());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearOutbox();
  });

  it('shows one question per screen with the recall period, its progress, and goes back with the answer kept', async () => {
    stubServer();
    renderScreen();
    expect(await screen.findByText('1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 10' })).toBeInTheDocument();
    const stem = 'Over the last 2 weeks, how often have you been bothered by any of the following problems?';
    expect(screen.getByText(stem)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /Little interest or pleasure in doing things/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // An answer is needed to go on.
    await next();
    expect(screen.getByText('Choose an answer to go on.')).toBeInTheDocument();
    expect(screen.getByText('1 of 10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Several days' }));
    await next();
    expect(screen.getByText('2 of 10')).toBeInTheDocument();
    expect(screen.getByText(stem)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Feeling down, depressed, or hopeless/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Several days' })).toBeChecked();
  });

  it('keeps the answers on the phone: leaving and coming back resumes at the same question', async () => {
    stubServer();
    const first = renderScreen();
    for (const _ of [1, 2, 3]) {
      await userEvent.click(await screen.findByRole('radio', { name: 'Several days' }));
      await next();
    }
    expect(screen.getByText('4 of 10')).toBeInTheDocument();
    first.unmount();

    renderScreen();
    expect(await screen.findByText('4 of 10')).toBeInTheDocument();
    expect(screen.getByText(/Your earlier answers are kept/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('3 of 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Several days' })).toBeChecked();
  });

  it('sends the answers online and shows the result in kind words', async () => {
    const posts = stubServer();
    renderScreen();
    await answerPhq9([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(
      await screen.findByText('Your answers suggest few signs of depression right now.'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ instrument_version: '1.0.0', language: 'en' });
    expect(Object.keys(posts[0]?.answers ?? {})).toHaveLength(10);
    expect(screen.queryByRole('heading', { name: 'Help is here, right now' })).toBeNull();
    // Sent: nothing of it stays on the phone.
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('patient-app-assessment:'))).toEqual(
      [],
    );
  });

  it('offline: keeps the submission in the outbox and sends it once, with the same key, when back online', async () => {
    const posts = stubServer();
    renderScreen();
    await answerPhq9([1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const online = offline();
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(
      await screen.findByText(/Your answers are saved on this phone and will be sent/),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
    const waiting = queued();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ key: `assessment:${ASSESSMENT_ID}`, method: 'POST' });
    const key = (waiting[0]?.body as { client_key?: string } | undefined)?.client_key;
    expect(key).toMatch(/^[\w-]{8,}$/);

    online.mockReturnValue(true);
    await flushOutbox();
    await flushOutbox();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.client_key).toBe(key);
    expect(queued()).toEqual([]);
  });

  it('shows crisis help at once when question 9 is answered above "Not at all", offline too', async () => {
    stubServer();
    renderScreen();
    await answerPhq9([0, 0, 0, 0, 0, 0, 0, 0, 1]);
    offline();
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const help = await screen.findByRole('region', { name: 'Help is here, right now' });
    expect(within(help).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(help).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(help).getByRole('button', { name: 'Ask my center to call me' })).toBeInTheDocument();
    expect(within(help).getByText(/reach your care team as soon as you are back online/)).toBeInTheDocument();
    expect(queued()).toHaveLength(1);
  });

  it('shows crisis help before the server has answered', async () => {
    // The submission never answers: the help must not wait for it.
    const posts = stubServer({ post: () => new Promise<Response>(() => {}) });
    renderScreen();
    await answerPhq9([0, 0, 0, 0, 0, 0, 0, 0, 3]);
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('heading', { name: 'Help is here, right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByText('You can also ask Harbor House to call you.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('shows a completed one as its result, with the history chart and a table for screen readers', async () => {
    const done = (day: string, total: number, band: string, id: string): PatientAssessment =>
      dueAssessment('phq-9', {
        id,
        status: 'completed',
        scores: { total },
        bands: { total: band },
        submitted_at: `${day}T15:00:00Z`,
      });
    const latest = done('2026-11-20', 12, 'moderate', ASSESSMENT_ID);
    stubServer({
      assessment: latest,
      completed: [
        latest,
        done('2026-10-20', 17, 'moderately-severe', '00000000-0000-4000-8000-00000000a550'),
      ],
    });
    renderScreen();
    expect(
      await screen.findByText(/you have been carrying a fair amount of low mood lately/),
    ).toBeInTheDocument();
    expect(screen.getByText(/This is not a diagnosis/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Your PHQ-9 scores over time' })).toBeInTheDocument();
    expect(
      screen.getByText(/2 results from Oct 20, 2026 to Nov 20, 2026\. Your latest score is 12 of 27\./),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your PHQ-9 scores over time' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateScore', 'Oct 20, 202617', 'Nov 20, 202612']);
    expect(screen.getByRole('link', { name: 'Need to talk to someone now?' })).toHaveAttribute(
      'href',
      `/assessments/${ASSESSMENT_ID}/help`,
    );
  });
});
