import type { MoodTrend, RecentCheckIn } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { CenterDate } from './components/dashboard-page';
import { MoodTrendCard } from './components/mood-trend-card';
import { RecentCheckIns } from './components/recent-check-ins';

// The dashboard's dates are written without the browser's Intl: a page's first Intl date formatter
// costs ~100 ms of a phone's main thread (Chromium at 4x CPU), all of it inside the render that shows
// the figures (issue 22, Total Blocking Time).
const intl = () => [
  vi.spyOn(Date.prototype, 'toLocaleDateString'),
  vi.spyOn(Date.prototype, 'toLocaleTimeString'),
  vi.spyOn(Date.prototype, 'toLocaleString'),
  vi.spyOn(Intl, 'DateTimeFormat'),
];

describe('the dashboard’s dates', () => {
  let spies: ReturnType<typeof intl>;
  beforeEach(() => {
    spies = intl();
  });
  afterEach(() => {
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  const show = (ui: React.ReactNode) =>
    render(
      <Providers>
        <MemoryRouter>{ui}</MemoryRouter>
      </Providers>,
    );

  it('gives the center’s day as it is, whatever this device’s time zone', () => {
    show(<CenterDate stats={{ today: '2026-11-24', time_zone: 'America/New_York' } as never} />);
    expect(screen.getByText('Today is Tuesday, November 24 at the center (America/New York).')).toBeVisible();
  });

  it('gives each check-in’s day and the time it was sent', () => {
    const sentAt = new Date(2026, 10, 23, 15, 5); // 3:05 PM on this device's clock
    const item: RecentCheckIn = {
      id: 'c1',
      membership_id: 'm1',
      patient_name: 'Riley Park',
      date: '2026-11-23',
      mood: 80,
      preset_message: 1,
      created_at: sentAt.toISOString(),
    };
    show(<RecentCheckIns items={[item]} loading={false} />);
    expect(screen.getByText('Mon, Nov 23 · 3:05 PM')).toBeVisible();
  });

  it('names the days of the mood trend', () => {
    const trend = {
      days: [
        { date: '2026-11-17', average_mood: 60, check_ins: 2 },
        { date: '2026-11-18', average_mood: null, check_ins: 0 },
      ],
    } as MoodTrend;
    const { container } = show(<MoodTrendCard trend={trend} loading={false} />);
    // The table for screen readers carries the dates; the chart's labels are "Tue 17", "Wed 18".
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
  });
});
