import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listFilters, membershipPagesQueryOptions } from '../features/patients/api/list-memberships';
import { aUser } from '../test/fixtures';
import { prefetchFirstScreen } from './first-screen-data';

const staff = aUser({ email: 'staff@demo.test', name: 'Sam Stone' });

function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const body = url.includes('addictions') ? { addictions: [] } : { memberships: [], total: 0 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchFirstScreen', () => {
  it("opened on /patients?status=alumni, asks for the list's first page under the page's own key", async () => {
    const asked = stubApi();
    const client = new QueryClient();
    prefetchFirstScreen(client, staff, '/patients', '?status=alumni');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map((u) => new URL(u, 'http://x').pathname).sort()).toEqual([
      '/v3/addictions',
      '/v3/memberships',
    ]);
    expect(asked.find((u) => u.includes('memberships'))).toContain('by_membership_status=alumni');
    // The key the Patients page reads with no search and no addiction yet: found in the cache.
    await vi.waitFor(() =>
      expect(
        client.getQueryData(membershipPagesQueryOptions(listFilters('', 'alumni', '')).queryKey),
      ).toBeDefined(),
    );
  });

  it('asks for nothing for someone whose screens are only the chats, or for an unknown status', async () => {
    const asked = stubApi();
    prefetchFirstScreen(new QueryClient(), { ...staff, is_expert: true }, '/patients', '');
    prefetchFirstScreen(new QueryClient(), staff, '/patients', '?status=nonsense');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.find((u) => u.includes('memberships'))).not.toContain('by_membership_status');
  });
});
