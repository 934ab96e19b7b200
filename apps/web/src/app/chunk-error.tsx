import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { texts } from '../lib/i18n';
import { showError } from '../lib/toasts';

/**
 * When a screen's code cannot be fetched (the network dropped, or the portal was updated since this
 * tab opened and the old file is gone), say so and offer a reload instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<
  { children: ReactNode /** A modal: a toast instead of a full screen. */; quiet?: boolean },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    if (this.props.quiet) showError(texts.current().t('shell.windowNotLoaded'));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    const { t } = texts.current();
    return (
      <Center mih="60vh" role="alert">
        <Stack align="center" gap="sm" maw={420}>
          <Text fw={600}>{t('shell.screenNotLoaded')}</Text>
          <Text c="dimmed" ta="center">
            {t('shell.screenNotLoadedWhy')}
          </Text>
          <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
        </Stack>
      </Center>
    );
  }
}
