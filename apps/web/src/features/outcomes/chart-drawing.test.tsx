import { MantineProvider } from '@mantine/core';
import type { OutcomesResponse, OutcomesScore } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutcomesPage } from './index';

// The chart library draws nothing in jsdom (its frames measure 0 × 0): each chart stands in as the
// library's drawing surface, so the test sees which charts were drawn.
vi.mock('./components/outcome-charts', () => ({ OutcomeChart: () => <svg className="recharts-surface" /> }));

const CENTER = '6f1c2b8e-1111-4a3b-9c2d-000000000002';
const completion = { owed: 10, completed: 7, missed: 2, open: 1, rate: 0.778 };
const none = { count: 0, share: 0 };
const score = (key: string): OutcomesScore => ({
  key,
  label: key,
  better: 'lower',
  patients: 5,
  paired: 4,
  baseline_mean: 16.3,
  latest_mean: 8.5,
  change: { remission: none, response: none, improved: none, unchanged: none, worse: none },
  no_use: null,
  cohorts: [{ month: '2026-05', patients: 5, paired: 4, baseline_mean: 16.3, latest_mean: 8.5 }],
  weeks: [{ week: 0, responses: 5, mean: 15.2, no_use_share: null }],
});
const figures: OutcomesResponse = {
  filters: { from: null, to: null, instrument: null },
  today: '2026-11-27',
  completion,
  instruments: [
    { instrument_id: 'phq-9', title: 'PHQ-9', completion, scores: [score('total')] },
    { instrument_id: 'gad-7', title: 'GAD-7', completion, scores: [score('total')] },
  ],
  follow_ups: [],
};

// The chart code (its stand-in) loaded before any test: its first import took 3 s on an idle machine
// and over the 5 s a draw is waited for on a loaded one (CI, Node 20), where the tests then failed.
beforeAll(async () => {
  await import('./components/outcome-charts');
}, 60_000);

/** The page's intersection observers, and a way to bring an element near the screen. */
let observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[];
function comeNear(element: Element) {
  for (const o of observers.filter((o) => o.targets.has(element)))
    o.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets = new Set<Element>();
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      unobserve(target: Element) {
        this.targets.delete(target);
      }
      disconnect() {
        this.targets.clear();
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(figures), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <OutcomesPage centerId={CENTER} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByRole('region', { name: 'GAD-7 · Total' }, { timeout: 10_000 });
  return screen.getAllByRole('img');
}
const drawn = (chart: Element) => chart.querySelector('svg.recharts-surface') !== null;

describe('the Outcomes charts', { timeout: 30_000 }, () => {
  it('draws a chart when it comes near the screen, and none before', async () => {
    const charts = await renderPage();
    // Change, cohorts and weeks for each of the two scores.
    expect(charts).toHaveLength(6);
    expect(charts.filter(drawn)).toHaveLength(0);
    const weeks = screen.getByRole('img', { name: 'GAD-7 · Total: By program week' });
    act(() => comeNear(weeks));
    await waitFor(() => expect(drawn(weeks)).toBe(true));
    expect(charts.filter(drawn)).toEqual([weeks]);
  });

  it("draws every chart for the browser's own print, before the page is laid out for paper", async () => {
    const charts = await renderPage();
    // One chart on screen first: the chart code has arrived, as it has once a person has scrolled.
    act(() => comeNear(charts[0] as Element));
    await waitFor(() => expect(drawn(charts[0] as Element)).toBe(true));
    // Within the event itself: nothing runs between it and the print layout.
    window.dispatchEvent(new Event('beforeprint'));
    expect(charts.filter(drawn)).toHaveLength(6);
  });

  it('prints from the button only once every chart is drawn', async () => {
    const user = userEvent.setup();
    let drawnAtPrint = -1;
    const print = vi.fn(() => {
      drawnAtPrint = screen.getAllByRole('img').filter(drawn).length;
    });
    vi.stubGlobal('print', print);
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Print for a surveyor' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(drawnAtPrint).toBe(6);
  });
});
