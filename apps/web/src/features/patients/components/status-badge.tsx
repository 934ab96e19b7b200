import { Badge } from '@mantine/core';
import type { MembershipStatus } from '@portal/contracts';

const colors: Record<MembershipStatus, string> = {
  invited: 'yellow',
  active: 'teal',
  alumni: 'blue',
  inactive: 'gray',
};

export const statusLabel = (status: MembershipStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export function StatusBadge({ status }: { status: MembershipStatus }) {
  return (
    <Badge
      color={colors[status]}
      variant="light"
      radius="sm"
      // The light variant's coloured text misses WCAG AA on its own tint (yellow, teal): dark text.
      // The word is never cut ("IN…" read the same for Invited and Inactive): the badge keeps its width.
      styles={{
        root: { flexShrink: 0, overflow: 'visible', minWidth: 'max-content' },
        label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
