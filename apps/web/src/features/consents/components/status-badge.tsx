import { Badge } from '@mantine/core';
import type { Consent } from '@portal/contracts';
import { useT } from '../../../lib/i18n';

const COLORS = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** A consent's status; the label stays readable at any width (docs/decisions/portal-screens.md). */
export function ConsentStatusBadge({ status }: { status: Consent['status'] }) {
  const t = useT();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      miw="max-content"
      styles={{ label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible' } }}
    >
      {t(`consents.status.${status}`)}
    </Badge>
  );
}
