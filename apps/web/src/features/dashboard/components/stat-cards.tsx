import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { HomeStats } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

interface Figure {
  key: keyof HomeStats;
  label: string;
  to: string;
  hint?: string;
  format?: (value: HomeStats[keyof HomeStats]) => string;
}

/** Each figure links to the list behind it (decisions: dashboard). */
export const FIGURES: Figure[] = [
  { key: 'active_patients', label: 'Active patients', to: '/patients?status=active' },
  { key: 'pending_invitations', label: 'Pending invitations', to: '/patients?status=invited' },
  { key: 'reserved_pending', label: 'Reserved, not claimed', to: '/reservations?by_status=pending' },
  { key: 'reserved_completed', label: 'Reserved, claimed', to: '/reservations?by_status=completed' },
  { key: 'alumni', label: 'Alumni', to: '/patients?status=alumni' },
  { key: 'checkins_today', label: 'Check-ins today', to: '#recent-check-ins' },
  {
    key: 'average_mood_7d',
    label: 'Average mood, 7 days',
    to: '#mood-trend',
    hint: 'out of 100',
    format: (v) => (v === null ? '–' : String(v)),
  },
  { key: 'open_contact_requests', label: 'Waiting for a call', to: '/contact-now' },
  // Conversations, not messages: the chat bar counts messages, so the card says which it counts.
  { key: 'unread_conversations', label: 'Conversations with unread messages', to: '/chats' },
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
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      component="ul"
      className={classes.plainList}
      aria-label="Figures"
    >
      {FIGURES.map((f) => {
        const value = stats ? (f.format ?? String)(stats[f.key]) : null;
        return (
          <li key={f.key}>
            <FigureLink
              to={f.to}
              label={
                value === null
                  ? f.label
                  : value === '–'
                    ? `${f.label}: none yet`
                    : `${f.label}: ${value}${f.hint ? ` ${f.hint}` : ''}`
              }
            >
              <Text size="sm" c="dimmed" className={classes.cardLabel}>
                {f.label}
              </Text>
              {value === null ? (
                <Skeleton h={32} w={48} mt={6} />
              ) : (
                <Text fz={28} fw={700} lh={1.2} mt={4}>
                  {value}
                  {f.hint && value !== '–' && (
                    <Text component="span" size="xs" c="dimmed" fw={400} ml={4}>
                      {f.hint}
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
