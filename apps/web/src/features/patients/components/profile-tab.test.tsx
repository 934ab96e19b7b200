import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMembershipDetail } from '../../../test/fixtures';
import type { MembershipDetail } from '../api/get-membership';
import { ProfileTab } from './profile-tab';

const patient = aMembershipDetail({ status: 'alumni' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ addictions: [] }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = (membership: MembershipDetail) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProfileTab membership={membership} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('ProfileTab', () => {
  it('says when the patient deleted their app account, and only then', () => {
    const { unmount } = renderTab(patient);
    expect(screen.queryByText('App account deleted')).toBeNull();
    unmount();
    renderTab({ ...patient, account_deleted_at: '2026-11-22T09:30:00.000Z' });
    expect(screen.getByText('App account deleted')).toBeInTheDocument();
    expect(screen.getByText(/José Núñez deleted their app account on Nov 22, 2026/)).toBeInTheDocument();
  });
});
