import { Badge, Button, Card, Center, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ConsentTemplate } from '@portal/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { useConsentTemplates } from '../api/templates';
import { useDates } from './dates';
import { TemplateForm } from './template-form';

/** Every version of each form, grouped by form, newest first (the server's order). */
function byForm(templates: ConsentTemplate[]): ConsentTemplate[][] {
  const groups = new Map<string, ConsentTemplate[]>();
  for (const tpl of templates) groups.set(tpl.template_key, [...(groups.get(tpl.template_key) ?? []), tpl]);
  return [...groups.values()].map((g) => [...g].sort((x, y) => y.version - x.version));
}

/**
 * Owners: the center's consent forms (settings), each with its versions. Editing one saves the next
 * version; a consent already signed keeps the text of the version it was signed on.
 */
export function ConsentTemplatesEditor({ centerId }: { centerId: string }) {
  const t = useT();
  const mobile = useMobile();
  const dates = useDates();
  const list = useConsentTemplates(centerId);
  const [editing, setEditing] = useState<ConsentTemplate | 'new' | null>(null);
  const titleId = useId();

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720} mx="auto" w="100%">
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {t('consents.templates.heading')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('consents.templates.new')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('consents.templates.intro')}
        </Text>
        {list.isPending ? (
          <Center mih={100}>
            <Spinner label={t('consents.templates.loading')} />
          </Center>
        ) : list.isError ? (
          <LoadError
            title={t('consents.templates.loadFailed')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {byForm(list.data).map(([latest, ...older]) =>
              latest ? (
                <Card key={latest.template_key} component="li" withBorder radius="md" padding="sm">
                  <Stack gap={4}>
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                          {latest.title}
                        </Title>
                        <Text size="sm">{t('consents.templates.current', { version: latest.version })}</Text>
                      </Stack>
                      <Badge
                        color={latest.active ? 'green' : 'gray'}
                        variant="light"
                        miw="max-content"
                        styles={{ label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible' } }}
                      >
                        {latest.active ? t('consents.templates.active') : t('consents.templates.inactive')}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('consents.templates.versions', { count: older.length + 1 })}:{' '}
                      {[latest, ...older]
                        .map((v) =>
                          t('consents.templates.versionLine', {
                            version: v.version,
                            date: dates.instant(v.created_at),
                          }),
                        )
                        .join('; ')}
                    </Text>
                    <Group>
                      <Button
                        variant="light"
                        size="compact-sm"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        onClick={() => setEditing(latest)}
                      >
                        {t('consents.templates.edit', { title: latest.title })}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ) : null,
            )}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        fullScreen={mobile}
        title={
          editing === 'new'
            ? t('consents.templates.new')
            : editing
              ? t('consents.templates.edit', { title: editing.title })
              : ''
        }
      >
        {editing !== null && (
          <TemplateForm
            key={editing === 'new' ? 'new' : editing.id}
            centerId={centerId}
            latest={editing === 'new' ? null : editing}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>
    </Card>
  );
}
