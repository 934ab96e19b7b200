import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { texts, useT } from './i18n';

/** Spec §8: success toasts count down 5 seconds and offer "Got it"; errors close after 5 s. */
export function showSuccess(message: string) {
  const id = `success-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    color: 'teal',
    title: message,
    message: <Countdown onDone={() => notifications.hide(id)} onDismiss={() => notifications.hide(id)} />,
    autoClose: false,
    withCloseButton: false,
  });
  return id;
}

export function showError(message: string) {
  return notifications.show({
    color: 'red',
    title: message,
    message: null,
    autoClose: ERROR_TOAST_MS,
    role: 'alert',
    // Mantine's close button has no name of its own.
    closeButtonProps: { 'aria-label': texts.current().t('shell.closeMessage') },
  });
}

function Countdown({ onDone, onDismiss }: { onDone: () => void; onDismiss: () => void }) {
  const t = useT();
  const [left, setLeft] = useState(SUCCESS_TOAST_MS / 1000);
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onDone]);
  return (
    <Group justify="space-between" gap="xs" mt={4}>
      <Text size="sm" c="dimmed" aria-live="off">
        {t('shell.closesIn', { seconds: left })}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onDismiss}>
        {t('shell.gotIt')}
      </Button>
    </Group>
  );
}
