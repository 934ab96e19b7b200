import { Anchor, Stack, Text } from '@mantine/core';
import type { ReservedMembership } from '@portal/contracts';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

type Claimer = NonNullable<ReservedMembership['claimed_by']>;

/** The patients screen opens a patient's profile from `?patient=<id>` (app/patients-screen.tsx). */
const profileHref = (claimer: Claimer) => `/patients?patient=${encodeURIComponent(claimer.membership_id)}`;

/**
 * The patient who claimed a reservation: their name, a link to their profile, and their e-mail
 * (left out where an e-mail column beside it already shows it).
 */
export function ClaimedBy({
  claimer,
  onOpen,
  withEmail = true,
}: {
  claimer: Claimer;
  onOpen?: () => void;
  withEmail?: boolean;
}) {
  const t = useT();
  const name = claimer.full_name || claimer.email || t('reservations.thePatient');
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor
        component={Link}
        to={profileHref(claimer)}
        size="sm"
        fw={600}
        onClick={onOpen}
        aria-label={t('reservations.openProfile', { name })}
      >
        {name}
      </Anchor>
      {withEmail && claimer.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {claimer.email}
        </Text>
      )}
    </Stack>
  );
}
