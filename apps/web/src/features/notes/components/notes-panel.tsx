import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { messages, type Note } from '@portal/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { errorMessage } from '../../../lib/http';
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

const stamp = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** The Notes tab of a patient: list, add, edit, delete with confirmation. */
export function NotesPanel({ membershipId }: { membershipId: string }) {
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
      onSuccess: () => showSuccess(messages.noteRemoved),
      onError: (err) => showError(errorMessage(err)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>
          {notes.data ? `${notes.data.length} ${notes.data.length === 1 ? 'note' : 'notes'}` : 'Notes'}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addDraft} variant="light">
          Add note
        </Button>
      </Group>

      {drafts.map((d) => (
        <Card key={d.key} withBorder radius="md" padding="sm">
          <NoteEditor
            label="New note"
            initial=""
            saving={create.isPending}
            cancelLabel="Delete"
            onCancel={() => setPending({ kind: 'draft', key: d.key })}
            onSave={(content) =>
              create.mutate(
                { content },
                {
                  onSuccess: () => {
                    dropDraft(d.key);
                    showSuccess(messages.noteCreated);
                  },
                  onError: (err) => showError(errorMessage(err)),
                },
              )
            }
          />
        </Card>
      ))}

      {notes.isPending ? (
        <Stack gap="xs" role="progressbar" aria-busy="true" aria-label="Loading notes">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : notes.isError ? (
        <LoadError
          what="The notes"
          error={notes.error}
          onRetry={() => void notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : notes.data?.length === 0 && drafts.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
          {(notes.data ?? []).map((note) => (
            <Card key={note.id} component="li" withBorder radius="md" padding="sm">
              {editing === note.id ? (
                <NoteEditor
                  label="Note"
                  initial={note.content}
                  saving={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(content) =>
                    update.mutate(
                      { noteId: note.id, content },
                      {
                        onSuccess: () => {
                          setEditing(null);
                          showSuccess(messages.noteUpdated);
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
        title="Delete note"
        loading={remove.isPending}
        onYes={confirmDelete}
        onNo={() => setPending(null)}
        nested
      >
        <Text>{messages.noteDeleteConfirm}</Text>
      </ConfirmModal>
    </Stack>
  );
}

function SavedNote({ note, onEdit, onDelete }: { note: Note; onEdit: () => void; onDelete: () => void }) {
  const edited = note.updated_at !== note.created_at;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Text>
        <Text size="xs" c="dimmed">
          {note.author_name} · {stamp(note.created_at)}
          {edited ? ` · edited ${stamp(note.updated_at)}` : ''}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Edit note">
          <ActionIcon variant="subtle" aria-label="Edit note" onClick={onEdit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete note">
          <ActionIcon variant="subtle" color="red" aria-label="Delete note" onClick={onDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
