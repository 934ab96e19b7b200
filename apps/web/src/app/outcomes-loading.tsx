import { Group, Stack } from '@mantine/core';
import { OutcomesHeading } from '../features/outcomes/components/outcomes-heading';
import { LoadingScreen } from './loading';

/**
 * Outcomes while its code downloads: its heading where the page puts it (the page's padding and
 * header row), then the loading state (bench 8e).
 */
export function OutcomesLoading() {
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start">
        <OutcomesHeading />
      </Group>
      <LoadingScreen />
    </Stack>
  );
}
