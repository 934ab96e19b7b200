import type { Membership, ReservedMembership } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prependPatient } from './invite-patient';
import { prependReservation } from './reserve-membership';

const patient = (id: string) => ({ id, full_name: id }) as unknown as Membership;
const reservation = (id: string) => ({ id, state: 'pending' }) as unknown as ReservedMembership;
const pages = <T>(key: string, items: T[], total: number) => ({
  pages: [{ [key]: items, total }],
  pageParams: [0],
});

describe('a new patient or reservation goes on top of the cached lists it belongs in', () => {
  it('prepends the invited patient to unfiltered and invited lists only', () => {
    const client = new QueryClient();
    client.setQueryData(['memberships', 'list', {}], pages('memberships', [patient('old')], 1));
    client.setQueryData(
      ['memberships', 'list', { by_membership_status: 'active' }],
      pages('memberships', [], 0),
    );
    client.setQueryData(['memberships', 'list', { by_name: 'zed' }], pages('memberships', [], 0));
    prependPatient(client, patient('new'));
    const all = client.getQueryData<ReturnType<typeof pages>>(['memberships', 'list', {}]);
    expect(all?.pages[0]).toEqual({ memberships: [patient('new'), patient('old')], total: 2 });
    expect(
      client.getQueryData<ReturnType<typeof pages>>(['memberships', 'list', { by_name: 'zed' }])?.pages[0],
    ).toEqual({ memberships: [], total: 0 });
    expect(
      client.getQueryData<ReturnType<typeof pages>>([
        'memberships',
        'list',
        { by_membership_status: 'active' },
      ])?.pages[0],
    ).toEqual({ memberships: [], total: 0 });
  });

  it('prepends the reservation to the all and pending lists, not the completed one', () => {
    const client = new QueryClient();
    const key = (by_status: string) => ['/v3/reserved_memberships', { by_status }];
    client.setQueryData(key(''), pages('reserved_memberships', [reservation('old')], 1));
    client.setQueryData(key('pending'), pages('reserved_memberships', [], 0));
    client.setQueryData(key('completed'), pages('reserved_memberships', [], 0));
    prependReservation(client, reservation('new'));
    const read = (s: string) => client.getQueryData<ReturnType<typeof pages>>(key(s))?.pages[0];
    expect(read('')).toEqual({ reserved_memberships: [reservation('new'), reservation('old')], total: 2 });
    expect(read('pending')).toEqual({ reserved_memberships: [reservation('new')], total: 1 });
    expect(read('completed')).toEqual({ reserved_memberships: [], total: 0 });
  });
});
