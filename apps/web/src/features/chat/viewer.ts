import type { ChatChannel, ChatUser, CurrentUserDto } from '@portal/contracts';
import { texts } from '../../lib/i18n';

/** What the chat needs to know about the signed-in user (passed in by the app). */
export interface ChatViewer {
  /** Chat id: the subject in underscore form. */
  id: string;
  centerId: string | null;
  isModerator: boolean;
  /** Staff and owners are in the staff member list: they may start conversations (spec §6). */
  inStaffList: boolean;
}

export function chatViewerOf(user: CurrentUserDto): ChatViewer {
  const platform = user.is_expert || user.is_support;
  return {
    id: user.id,
    centerId: user.treatment_center_id,
    // Chat moderators: owners and support (decisions.md §3).
    isModerator: (user.is_owner && !platform) || user.is_support,
    inStaffList: !platform && !user.is_patient,
  };
}

/**
 * Whom a conversation is with, from the viewer's side; a moderator outside it sees both names.
 * In the current language (the screens that call it read their texts with useT, so they re-render).
 */
export function counterpart(channel: ChatChannel, viewer: ChatViewer): { title: string; people: ChatUser[] } {
  const { t } = texts.current();
  const others = channel.members.filter((m) => m.id !== viewer.id);
  if (others.length === channel.members.length) {
    const [first = '', ...rest] = channel.members.map((m) => m.name);
    return {
      title: rest.reduce((both, second) => t('chat.both', { first: both, second }), first),
      people: channel.members,
    };
  }
  return { title: others.map((m) => m.name).join(', ') || t('chat.conversation'), people: others };
}
