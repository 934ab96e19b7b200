import { Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n';

/**
 * The Outcomes page's title and intro. A module of its own: the portal shows it while the page's code
 * downloads (app/screens.tsx), in the place and size the page puts it, and boot/shell.js draws its
 * twin before the portal's script arrives (bench 8e: the intro is the page's largest paint).
 */
export function OutcomesHeading() {
  const t = useT();
  return (
    <div>
      <Title order={1} size="h2">
        {t('outcomes.title')}
      </Title>
      <Text c="dimmed">{t('outcomes.intro')}</Text>
    </div>
  );
}
