import { Center, Stack, Text, Title } from '@mantine/core';

/** An honest page for a screen that is not built yet: no fake data. */
export function EmptyScreen({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Center mih={240} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text c="dimmed">This screen is not available yet.</Text>
      </Center>
    </Stack>
  );
}
