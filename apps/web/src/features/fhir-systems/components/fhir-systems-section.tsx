import { Badge, Button, Card, Center, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { FhirSystem } from '@portal/contracts';
import { IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { errorMessage } from '../../../lib/http';
import { useLanguage, useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useDisableFhirSystem, useFhirSystems } from '../api/fhir-systems';
import { FhirSystemForm } from './fhir-system-form';

/**
 * Owners: the systems connected to the center's FHIR API (SMART Backend Services). Register one,
 * read what its IT configures (client ID, FHIR base, token URL), disable one (after a confirmation;
 * it stays listed, never deleted).
 */
export function FhirSystemsSection({ centerId }: { centerId: string }) {
  const t = useT();
  const mobile = useMobile();
  const { locale } = useLanguage();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const list = useFhirSystems(centerId);
  const disable = useDisableFhirSystem(centerId);
  const [registering, setRegistering] = useState(false);
  const [disabling, setDisabling] = useState<FhirSystem | null>(null);
  const titleId = useId();

  const confirmDisable = async () => {
    if (!disabling) return;
    try {
      await disable.mutateAsync(disabling.id);
      showSuccess(t('fhirSystems.disabled'));
      setDisabling(null);
    } catch (err) {
      showError(errorMessage(err));
    }
  };

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720} mx="auto" w="100%">
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {t('fhirSystems.heading')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRegistering(true)}
          >
            {t('fhirSystems.register')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('fhirSystems.intro')}
        </Text>
        {list.isPending ? (
          <Center mih={100}>
            <Spinner label={t('fhirSystems.loading')} />
          </Center>
        ) : list.isError ? (
          <LoadError
            title={t('fhirSystems.loadFailed')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <>
            <Stack gap={2}>
              <Text size="sm">
                {t('fhirSystems.fhirBase')}:{' '}
                <Code style={{ overflowWrap: 'anywhere' }}>{list.data.fhir_base}</Code>
              </Text>
              {list.data.token_url ? (
                <Text size="sm">
                  {t('fhirSystems.tokenUrl')}:{' '}
                  <Code style={{ overflowWrap: 'anywhere' }}>{list.data.token_url}</Code>
                </Text>
              ) : (
                <Text size="sm">{t('fhirSystems.tokenExternal')}</Text>
              )}
            </Stack>
            {list.data.systems.length === 0 ? (
              <Text size="sm">{t('fhirSystems.empty')}</Text>
            ) : (
              <Stack
                gap="sm"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('fhirSystems.list')}
              >
                {list.data.systems.map((s) => (
                  <Card key={s.id} component="li" withBorder radius="md" padding="sm">
                    <Stack gap={4}>
                      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                          <IconPlugConnected size={18} aria-hidden />
                          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                            {s.name}
                          </Title>
                        </Group>
                        <Group gap={6}>
                          <Badge
                            variant="light"
                            color="blue"
                            styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
                          >
                            {t(`fhirSystems.kind.${s.kind}`)}
                          </Badge>
                          <Badge
                            variant="light"
                            color={s.status === 'active' ? 'green' : 'gray'}
                            styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
                          >
                            {t(`fhirSystems.status.${s.status}`)}
                          </Badge>
                        </Group>
                      </Group>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {t('fhirSystems.clientId', { id: s.id })}
                      </Text>
                      {s.kind === 'recipient' && (
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {t('fhirSystems.recipientLine', {
                            recipient: s.recipient ?? '',
                            purpose: s.purpose ?? '',
                          })}
                        </Text>
                      )}
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {t('fhirSystems.scopesLine', { scopes: s.scopes.join(', ') })}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {s.jwks_url
                          ? t('fhirSystems.keysUrl', { url: s.jwks_url })
                          : t('fhirSystems.keysPasted', { keys: (s.jwks_keys ?? []).join(', ') })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {s.disabled_at
                          ? t('fhirSystems.disabledOn', { date: day.format(new Date(s.disabled_at)) })
                          : t('fhirSystems.registeredOn', { date: day.format(new Date(s.created_at)) })}
                      </Text>
                      {s.status === 'active' && (
                        <Group>
                          <Button variant="default" size="compact-sm" onClick={() => setDisabling(s)}>
                            {t('fhirSystems.disable', { name: s.name })}
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  </Card>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={registering}
        onClose={() => setRegistering(false)}
        size="lg"
        fullScreen={mobile}
        title={t('fhirSystems.register')}
      >
        {registering && <FhirSystemForm centerId={centerId} onSaved={() => setRegistering(false)} />}
      </Modal>
      <ConfirmModal
        opened={!!disabling}
        title={t('fhirSystems.disableTitle')}
        loading={disable.isPending}
        onYes={() => void confirmDisable()}
        onNo={() => setDisabling(null)}
      >
        {disabling && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {disabling.name}
          </Text>
        )}
        <Text size="sm">{t('fhirSystems.disableText')}</Text>
      </ConfirmModal>
    </Card>
  );
}
