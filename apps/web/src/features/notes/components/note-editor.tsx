import { Button, Group, Stack, Textarea } from '@mantine/core';
import { noteBody } from '@portal/contracts';
import { useState } from 'react';
import { schemaErrors } from '../../../lib/form-errors';

/** A note's text being written or changed; the same rule as the server (not empty). */
export function NoteEditor({
  label,
  initial,
  saving,
  onSave,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  label: string;
  initial: string;
  saving: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = schemaErrors(noteBody, { content: text }).content;
        setError(problem ?? null);
        if (!problem) onSave(text.trim());
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={label}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          maxRows={12}
          data-autofocus
          autoFocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={saving}>
            Save note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
