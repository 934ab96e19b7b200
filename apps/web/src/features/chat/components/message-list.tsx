import { Button, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@portal/contracts';
import { useCallback, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import type { ChatViewer } from '../viewer';
import { MessageItem } from './message-item';
import { useReadingPosition } from './use-reading-position';

/**
 * The scrolling log of a conversation: opens at the newest message; scrolling to the top (or the
 * button, for keyboards) puts the older page above without moving what the reader sees.
 */
export function MessageList({
  title,
  ordered,
  pending,
  hasOlder,
  loadingOlder,
  fetchOlder,
  viewer,
  member,
  onOpenThread,
}: {
  title: string;
  /** Loaded messages, oldest first. */
  ordered: ChatMessage[];
  pending: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  fetchOlder: () => void;
  viewer: ChatViewer;
  member: boolean;
  onOpenThread: (message: ChatMessage) => void;
}) {
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const loadOlder = useCallback(() => {
    if (!loadingOlder) fetchOlder();
  }, [loadingOlder, fetchOlder]);
  useReadingPosition({
    viewport,
    top,
    ids: ordered.map((m) => m.id),
    ownNewest: ordered.at(-1)?.user.id === viewer.id,
    canLoadOlder: hasOlder,
    loadOlder,
  });

  return (
    <ScrollArea
      style={{ flex: 1 }}
      p="sm"
      type="auto"
      viewportRef={viewport}
      // The hook keeps the reading position itself; the browser's own anchoring would move it twice.
      styles={{ viewport: { overflowAnchor: 'none' } }}
    >
      <Stack gap="xs" role="log" aria-label={t('chat.messagesWith', { title })} aria-live="polite">
        {hasOlder && (
          <div ref={top} style={{ alignSelf: 'center' }}>
            <Button variant="subtle" size="compact-sm" onClick={loadOlder} loading={loadingOlder}>
              {t('chat.loadOlder')}
            </Button>
          </div>
        )}
        {pending && <Spinner size="sm" label={t('chat.loadingMessages')} />}
        {!pending && ordered.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {t('chat.sayHello')}
          </Text>
        )}
        {ordered.map((m) => (
          <MessageItem key={m.id} message={m} viewer={viewer} member={member} onOpenThread={onOpenThread} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
