import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
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
    if (this.props.quiet) showError('This window could not be loaded. Reload the page and try again.');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <Center mih="60vh" role="alert">
        <Stack align="center" gap="sm" maw={420}>
          <Text fw={600}>This screen could not be loaded.</Text>
          <Text c="dimmed" ta="center">
            The connection may have dropped, or the portal was updated since this page opened.
          </Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Center>
    );
  }
}
