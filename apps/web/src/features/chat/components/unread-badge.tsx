import { Badge } from '@mantine/core';

/** What a badge shows: the count in full up to 99, then "99+" (the accessible name keeps the exact count). */
export const unreadShown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The red unread count. Not `circle`: a circle is one digit wide and cut "12" to "1…"; this one
 * grows with its text and never shrinks in a row that lacks room.
 */
export function UnreadBadge({ count }: { count: number }) {
  return (
    <Badge
      color="red"
      size="sm"
      radius="xl"
      aria-hidden
      data-unread-badge
      styles={{
        root: { flexShrink: 0, minWidth: 20, paddingInline: 6, overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {unreadShown(count)}
    </Badge>
  );
}
