import type { ComponentType } from 'react';
import { AlertsBadge } from '../features/alerts';
import { disconnectChat } from '../features/chat';
import { ContactNowAlerts } from '../features/contact-now';
import { InvitePatientModal } from '../features/invitations';
import { onSignOut } from './auth/sign-out-hooks';
import { ChatBarSlot } from './chat-screen';
import { SearchPatientSlot } from './patients-screen';

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

export const slots: Slots = {
  ChatBar: ChatBarSlot,
  StaffAlerts: ContactNowAlerts,
  AlertsBadge,
  InvitePatient: InvitePatientModal,
  SearchPatient: SearchPatientSlot,
};

// Sign-out disconnects the chat's shared connection (spec §2).
onSignOut(disconnectChat);
