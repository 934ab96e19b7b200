import { Button, Group, Stack, Textarea } from '@mantine/core';
import { noteBody } from '@portal/contracts';
import { useState } from 'react';
import { schemaErrors, useInScreenLanguage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';

/** A note's text being written or changed; the same rule as the server (not empty, at most 20,000 characters). */
export function NoteEditor({
  label,
  initial,
  saving,
  onSave,
  onCancel,
  cancelLabel,
}: {
  label: string;
  initial: string;
  saving: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
  /** The button that leaves the editor: "Cancel" unless told. */
  cancelLabel?: string;
}) {
  const t = useT();
  const say = useInScreenLanguage();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = schemaErrors(noteBody, { content: text }).content;
        // The contract's sentences are English: the form shows them in the screen's language.
        setError(problem ? say(problem) : null);
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
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('notes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
