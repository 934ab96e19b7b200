import { INBOX_PAGE_SIZE, routes } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

export const listChannels = (offset: number, filter: { member_id?: string }) =>
  callOrThrow(routes.listChatChannels, { query: { limit: INBOX_PAGE_SIZE, offset, ...filter } });

/** The inbox: 20 conversations a page, newest activity first (spec §7, §9). */
export const channelsQuery = (filter: { member_id?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: chatKeys.channels(filter),
    queryFn: ({ pageParam }) => listChannels(pageParam, filter),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.channels.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export const useChannels = (filter: { member_id?: string } = {}, enabled = true) =>
  useInfiniteQuery({ ...channelsQuery(filter), enabled });
