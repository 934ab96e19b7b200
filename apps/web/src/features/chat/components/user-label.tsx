import { Badge } from '@mantine/core';
import type { ChatUser } from '@portal/contracts';

/** The label of a person in the chat: "Support", "Expert" or their center (spec §6). */
export function UserLabel({ user }: { user: ChatUser }) {
  if (!user.label) return null;
  const color = user.is_support ? 'grape' : user.is_expert ? 'indigo' : 'gray';
  return (
    <Badge size="xs" variant="light" color={color} style={{ flexShrink: 0 }}>
      {user.label}
    </Badge>
  );
}
