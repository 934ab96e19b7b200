import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { HomeStats } from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import classes from './dashboard.module.css';

interface Figure {
  key: keyof HomeStats;
  name: PortalTextKey;
  to: string;
  hint?: PortalTextKey;
  format?: (value: HomeStats[keyof HomeStats]) => string;
}

/** Each figure links to the list behind it (decisions: dashboard). */
export const FIGURES: Figure[] = [
  { key: 'active_patients', name: 'dashboard.activePatients', to: '/patients?status=active' },
  { key: 'pending_invitations', name: 'dashboard.pendingInvitations', to: '/patients?status=invited' },
  { key: 'reserved_pending', name: 'dashboard.reservedPending', to: '/reservations?by_status=pending' },
  { key: 'reserved_completed', name: 'dashboard.reservedCompleted', to: '/reservations?by_status=completed' },
  { key: 'alumni', name: 'dashboard.alumni', to: '/patients?status=alumni' },
  { key: 'checkins_today', name: 'dashboard.checkInsToday', to: '#recent-check-ins' },
  {
    key: 'average_mood_7d',
    name: 'dashboard.averageMood',
    to: '#mood-trend',
    hint: 'dashboard.outOf100',
    format: (v) => (v === null ? '–' : String(v)),
  },
  { key: 'open_contact_requests', name: 'dashboard.waitingForCall', to: '/contact-now' },
  // Conversations, not messages: the chat bar counts messages, so the card says which it counts.
  { key: 'unread_conversations', name: 'dashboard.unreadConversations', to: '/chats' },
];

/** A card that links: in-page anchors scroll natively, lists elsewhere go through the router. */
function FigureLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const common = {
    withBorder: true,
    p: 'md',
    radius: 'md',
    className: classes.card,
    'aria-label': label,
  } as const;
  return to.startsWith('#') ? (
    <Paper component="a" href={to} {...common}>
      {children}
    </Paper>
  ) : (
    <Paper component={Link} to={to} {...common}>
      {children}
    </Paper>
  );
}

export function StatCards({ stats }: { stats: HomeStats | undefined }) {
  const t = useT();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      component="ul"
      className={classes.plainList}
      aria-label={t('dashboard.figures')}
    >
      {FIGURES.map((f) => {
        const value = stats ? (f.format ?? String)(stats[f.key]) : null;
        const figure = t(f.name);
        const hint = f.hint && t(f.hint);
        return (
          <li key={f.key}>
            <FigureLink
              to={f.to}
              label={
                value === null
                  ? figure
                  : value === '–'
                    ? t('dashboard.figureNone', { figure })
                    : hint
                      ? t('dashboard.figureValueHint', { figure, value, hint })
                      : t('dashboard.figureValue', { figure, value })
              }
            >
              <Text size="sm" c="dimmed" className={classes.cardLabel}>
                {figure}
              </Text>
              {value === null ? (
                <Skeleton h={32} w={48} mt={6} />
              ) : (
                <Text fz={28} fw={700} lh={1.2} mt={4}>
                  {value}
                  {hint && value !== '–' && (
                    <Text component="span" size="xs" c="dimmed" fw={400} ml={4}>
                      {hint}
                    </Text>
                  )}
                </Text>
              )}
            </FigureLink>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
