import type { ComponentType } from 'react';
// The slots are in the first download, so they import the one widget they show, not the feature's
// index: an index brings its pages with it, and those belong to the screens' lazy chunks.
import { AlertsBadge } from '../features/alerts/components/alerts-badge';
import { ChatBar } from '../features/chat/components/chat-bar';
import { disconnectChat } from '../features/chat/realtime';
import { ContactNowAlerts } from '../features/contact-now/components/contact-now-alerts';
import { useAuth } from './auth/auth-context';
import { onSignOut } from './auth/sign-out-hooks';
import { lazyModal } from './lazy';

/**
 * Widgets of features that the layout shows everywhere. The app composes features; features never
 * import each other. A feature fills its slot here when it lands.
 */
export interface Slots {
  /** The Invite Patient modal, opened from the header button. */
  InvitePatient?: ComponentType<{ opened: boolean; onClose: () => void }>;
  /** The Search Patient modal, opened from the header search icon. */
  SearchPatient?: ComponentType<{ opened: boolean; onClose: () => void }>;
  /** The chat bar (unread count, open chats) shown to signed-in users. */
  ChatBar?: ComponentType;
  /** Live alerts for center staff (a patient asking to be called now), on every screen. */
  StaffAlerts?: ComponentType;
  /** The count of open risk alerts in the header (owners and staff), linking to the dashboard. */
  AlertsBadge?: ComponentType;
}

/** The chat bar slot: only for users with a center (the chat is per center). */
function ChatBarSlot() {
  const { user } = useAuth();
  if (!user?.treatment_center_id) return null;
  return <ChatBar />;
}

// The two header modals are fetched when first opened (issue 13, goal 7).
const InvitePatient = lazyModal(() => import('../features/invitations').then((m) => m.InvitePatientModal));
const SearchPatient = lazyModal(() => import('./search-patient-slot').then((m) => m.SearchPatientSlot));

export const slots: Slots = {
  ChatBar: ChatBarSlot,
  StaffAlerts: ContactNowAlerts,
  AlertsBadge,
  InvitePatient,
  SearchPatient,
};

// Sign-out disconnects the chat's shared connection (spec §2).
onSignOut(disconnectChat);
