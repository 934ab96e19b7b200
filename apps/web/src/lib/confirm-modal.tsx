import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from './i18n';
import { useReturnFocus } from './return-focus';

/**
 * "Are you sure?" with No and a red Yes (spec §5's delete confirmations). No has the focus, so
 * Enter never deletes by accident. `nested` lifts it above a modal it opens from.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  onYes,
  onNo,
  loading,
  nested = false,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  onYes: () => void;
  onNo: () => void;
  loading: boolean;
  nested?: boolean;
}) {
  // Often opened from a menu item (Reserved M.'s Delete, Undo its import), gone when it closes.
  useReturnFocus(opened);
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      title={title}
      size="sm"
      {...(nested ? { centered: true, zIndex: 400 } : {})}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onNo} data-autofocus>
            {t('shell.no')}
          </Button>
          <Button color="red" onClick={onYes} loading={loading}>
            {t('shell.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
