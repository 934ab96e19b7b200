import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{messages.notFoundTitle}</Title>
        <Text c="dimmed">{messages.notFoundBody}</Text>
        <Anchor component={Link} to="/">
          Home Page
        </Anchor>
      </Stack>
    </Center>
  );
}
