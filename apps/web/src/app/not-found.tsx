import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{t('notFoundTitle')}</Title>
        <Text c="dimmed">{t('notFoundBody')}</Text>
        <Anchor component={Link} to="/">
          {t('shell.homePage')}
        </Anchor>
      </Stack>
    </Center>
  );
}
