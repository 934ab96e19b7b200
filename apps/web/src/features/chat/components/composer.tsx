import {
  ActionIcon,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { CHAT_MESSAGE_MAX_CHARS, imageContentTypes, imageFileProblemKey } from '@portal/contracts';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { uploadAttachment } from '../api/presign-attachment';
import { useSendMessage } from '../api/send-message';

interface Pending {
  id: string;
  name: string;
  key: string | null;
}

/** Writes a message (or a thread reply): Enter sends, Shift+Enter starts a new line; images attach. */
export function Composer({
  channelId,
  parentId,
  label,
  onTyping,
}: {
  channelId: string;
  parentId?: string;
  /** The box's name; "Message" when not given. */
  label?: string;
  onTyping?: () => void;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Pending[]>([]);
  const send = useSendMessage(channelId);
  const t = useT();
  const uploading = files.some((f) => !f.key);
  const ready = files.filter((f): f is Pending & { key: string } => !!f.key);

  const attach = async (file: File | null) => {
    if (!file) return;
    // Type, size and the bytes themselves, before the file is listed or uploaded.
    const problem = await imageFileProblemKey(file);
    if (problem) return showError(t(problem));
    const id = crypto.randomUUID();
    setFiles((list) => [...list, { id, name: file.name, key: null }]);
    try {
      const key = await uploadAttachment(channelId, file);
      setFiles((list) => list.map((f) => (f.id === id ? { ...f, key } : f)));
    } catch (err) {
      setFiles((list) => list.filter((f) => f.id !== id));
      showError(err instanceof Error && err.name === 'ApiError' ? errorMessage(err) : t('uploadFailed'));
    }
  };

  const submit = () => {
    const value = text.trim();
    if ((!value && ready.length === 0) || uploading || send.isPending) return;
    send.mutate(
      {
        text: value,
        ...(parentId ? { parentId } : {}),
        attachments: ready.map((f) => ({ key: f.key, name: f.name })),
      },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
        },
        onError: (err) => showError(errorMessage(err)),
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap={6}>
        {files.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('chat.attachments')}>
            {files.map((f) => (
              <Paper key={f.id} withBorder radius="sm" px="xs" py={2}>
                <Group gap={4} wrap="nowrap">
                  {f.key ? (
                    <IconPhoto size={14} aria-hidden />
                  ) : (
                    <Spinner size={12} label={t('chat.uploading', { name: f.name })} />
                  )}
                  <Text size="xs" maw={160} truncate>
                    {f.name}
                  </Text>
                  <CloseButton
                    size="xs"
                    aria-label={t('chat.remove', { name: f.name })}
                    onClick={() => setFiles((list) => list.filter((x) => x.id !== f.id))}
                  />
                </Group>
              </Paper>
            ))}
          </Group>
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            label={label ?? t('chat.message')}
            placeholder={t('chat.write')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              onTyping?.();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
            maxLength={CHAT_MESSAGE_MAX_CHARS}
            autosize
            minRows={1}
            maxRows={6}
            style={{ flex: 1 }}
          />
          <FileButton onChange={(file) => void attach(file)} accept={imageContentTypes.join(',')}>
            {(props) => (
              <Tooltip label={t('chat.attachImage')}>
                <ActionIcon {...props} variant="default" size="input-sm" aria-label={t('chat.attachImage')}>
                  <IconPhoto size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <ActionIcon
            type="submit"
            size="input-sm"
            aria-label={t('chat.send')}
            loading={send.isPending}
            disabled={(!text.trim() && ready.length === 0) || uploading}
          >
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </form>
  );
}
