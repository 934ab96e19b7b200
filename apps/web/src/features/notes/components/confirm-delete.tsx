import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/contracts';

/** "Are you sure you want to delete this note?" with Yes / No (spec §5). */
export function ConfirmDelete({
  opened,
  onYes,
  onNo,
  loading,
}: {
  opened: boolean;
  onYes: () => void;
  onNo: () => void;
  loading: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onNo} title="Delete note" centered size="sm" zIndex={400}>
      <Text>{messages.noteDeleteConfirm}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onNo} data-autofocus>
          No
        </Button>
        <Button color="red" onClick={onYes} loading={loading}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
