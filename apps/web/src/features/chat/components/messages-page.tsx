import { Button, Center, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconPencilPlus, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useMobile } from '../../../lib/media';
import type { ChatViewer } from '../viewer';
import classes from './chat.module.css';
import { ChatWithPatientModal } from './chat-with-patient-modal';
import { Conversation } from './conversation';
import { InboxPanel } from './inbox-panel';
import { NewConversationModal } from './new-conversation-modal';

/**
 * Messages (/chats and /chats/:id): the Inbox beside the open conversation; below 1024 px one at a
 * time. Staff start conversations; moderators also read a patient's history.
 */
export function MessagesPage({ viewer, channelId }: { viewer: ChatViewer; channelId?: string | undefined }) {
  const mobile = useMobile();
  const navigate = useNavigate();
  const [newOpen, setNewOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const t = useT();

  const actions =
    viewer.inStaffList || viewer.isModerator ? (
      <>
        {viewer.inStaffList && (
          <Button
            size="compact-sm"
            leftSection={<IconPencilPlus size={14} aria-hidden />}
            onClick={() => setNewOpen(true)}
          >
            {t('chat.newMessage')}
          </Button>
        )}
        {viewer.isModerator && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconUserSearch size={14} aria-hidden />}
            onClick={() => setHistoryOpen(true)}
          >
            {t('chat.withPatient')}
          </Button>
        )}
      </>
    ) : null;

  return (
    <>
      <VisuallyHidden>
        <h1>{t('chat.messages')}</h1>
      </VisuallyHidden>
      <div className={classes.page}>
        {(!mobile || !channelId) && <InboxPanel viewer={viewer} activeId={channelId} actions={actions} />}
        {channelId ? (
          <Conversation
            key={channelId}
            channelId={channelId}
            viewer={viewer}
            onClosed={() => void navigate('/chats', { replace: true })}
          />
        ) : (
          !mobile && (
            <Paper withBorder radius="md">
              <Center h="100%">
                <Text c="dimmed">{t('chat.choose')}</Text>
              </Center>
            </Paper>
          )
        )}
      </div>
      {viewer.inStaffList && (
        <NewConversationModal opened={newOpen} onClose={() => setNewOpen(false)} viewer={viewer} />
      )}
      {viewer.isModerator && (
        <ChatWithPatientModal opened={historyOpen} onClose={() => setHistoryOpen(false)} viewer={viewer} />
      )}
    </>
  );
}
