import { routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

export const getChannel = (id: string) => callOrThrow(routes.getChatChannel, { params: { id } });

export const channelQuery = (id: string) =>
  queryOptions({ queryKey: chatKeys.channel(id), queryFn: () => getChannel(id), retry: false });

export const useChannel = (id: string | undefined) => useQuery({ ...channelQuery(id ?? ''), enabled: !!id });
