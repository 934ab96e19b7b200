import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { Note } from '@portal/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { useDayAndTime } from '../../../lib/day-and-time';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateNote } from '../api/create-note';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/list-notes';
import { useUpdateNote } from '../api/update-note';
import { NoteEditor } from './note-editor';

/** A note added here that has no id yet: it lives only in this panel until saved (spec §4). */
interface Draft {
  key: string;
}

type Pending = { kind: 'draft'; key: string } | { kind: 'saved'; id: string } | null;

/** A note's moment on this browser's clock, in the screen's language ("Nov 20, 2026 3:04 PM"). */
function useStamp() {
  const t = useT();
  const dayAndTime = useDayAndTime('short');
  return (iso: string) => t('notes.stamp', dayAndTime(iso));
}

/** The Notes tab of a patient: list, add, edit, delete with confirmation. */
export function NotesPanel({ membershipId }: { membershipId: string }) {
  const t = useT();
  const notes = useNotes(membershipId);
  const create = useCreateNote(membershipId);
  const update = useUpdateNote(membershipId);
  const remove = useDeleteNote(membershipId);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  useEffect(() => {
    if (notes.error) showError(errorMessage(notes.error));
  }, [notes.error]);

  const addDraft = () => setDrafts((d) => [{ key: crypto.randomUUID() }, ...d]);
  const dropDraft = (key: string) => setDrafts((d) => d.filter((x) => x.key !== key));

  const confirmDelete = () => {
    if (!pending) return;
    if (pending.kind === 'draft') {
      dropDraft(pending.key);
      setPending(null);
      return;
    }
    remove.mutate(pending.id, {
      onSuccess: () => showSuccess(t('noteRemoved')),
      onError: (err) => showError(errorMessage(err)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>
          {notes.data ? t('notes.count', { count: notes.data.length }) : t('notes.heading')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addDraft} variant="light">
          {t('notes.add')}
        </Button>
      </Group>

      {drafts.map((d) => (
        <Card key={d.key} withBorder radius="md" padding="sm">
          <NoteEditor
            label={t('notes.new')}
            initial=""
            saving={create.isPending}
            cancelLabel={t('notes.discard')}
            onCancel={() => setPending({ kind: 'draft', key: d.key })}
            onSave={(content) =>
              create.mutate(
                { content },
                {
                  onSuccess: () => {
                    dropDraft(d.key);
                    showSuccess(t('noteCreated'));
                  },
                  onError: (err) => showError(errorMessage(err)),
                },
              )
            }
          />
        </Card>
      ))}

      {notes.isPending ? (
        <Stack gap="xs" role="progressbar" aria-busy="true" aria-label={t('notes.loading')}>
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : notes.isError ? (
        <LoadError
          title={t('notes.loadFailed')}
          error={notes.error}
          onRetry={() => void notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : notes.data?.length === 0 && drafts.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('notes.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notes.list')}>
          {(notes.data ?? []).map((note) => (
            <Card key={note.id} component="li" withBorder radius="md" padding="sm">
              {editing === note.id ? (
                <NoteEditor
                  label={t('notes.note')}
                  initial={note.content}
                  saving={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(content) =>
                    update.mutate(
                      { noteId: note.id, content },
                      {
                        onSuccess: () => {
                          setEditing(null);
                          showSuccess(t('noteUpdated'));
                        },
                        onError: (err) => showError(errorMessage(err)),
                      },
                    )
                  }
                />
              ) : (
                <SavedNote
                  note={note}
                  onEdit={() => setEditing(note.id)}
                  onDelete={() => setPending({ kind: 'saved', id: note.id })}
                />
              )}
            </Card>
          ))}
        </Stack>
      )}

      <ConfirmModal
        opened={pending !== null}
        title={t('notes.delete')}
        loading={remove.isPending}
        onYes={confirmDelete}
        onNo={() => setPending(null)}
        nested
      >
        <Text>{t('noteDeleteConfirm')}</Text>
      </ConfirmModal>
    </Stack>
  );
}

function SavedNote({ note, onEdit, onDelete }: { note: Note; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const stamp = useStamp();
  const edited = note.updated_at !== note.created_at;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Text>
        <Text size="xs" c="dimmed">
          {note.author_name} · {stamp(note.created_at)}
          {edited ? ` · ${t('notes.edited', { stamp: stamp(note.updated_at) })}` : ''}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('notes.edit')}>
          <ActionIcon variant="subtle" aria-label={t('notes.edit')} onClick={onEdit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('notes.delete')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('notes.delete')} onClick={onDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
