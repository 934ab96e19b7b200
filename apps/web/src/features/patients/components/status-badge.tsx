import { Badge } from '@mantine/core';
import type { MembershipStatus } from '@portal/contracts';
import { useT } from '../../../lib/i18n';

const colors: Record<MembershipStatus, string> = {
  invited: 'yellow',
  active: 'teal',
  alumni: 'blue',
  inactive: 'gray',
};

/** A status's name on screen, a key of the portal's texts (the API's value stays `active`…). */
export const statusKey = (status: MembershipStatus) => `patients.status.${status}` as const;

export function StatusBadge({ status }: { status: MembershipStatus }) {
  const t = useT();
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
      {t(statusKey(status))}
    </Badge>
  );
}
