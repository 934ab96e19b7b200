import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type Consent, PART2_NOTICE } from '@portal/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { useMobile } from '../../../lib/media';
import { useDates, useSignedDate } from './dates';
import classes from './print-view.module.css';

/**
 * A consent's printable copy: the text exactly as signed, the signature (the typed or written
 * name), the date, the form and version, and for a disclosure consent the 42 CFR 2.32 notice that
 * must travel with what is disclosed under it. The notice is the regulation's wording (English).
 */
export function ConsentCopy({ consent }: { consent: Consent }) {
  const t = useT();
  const dates = useDates();
  const signedDate = useSignedDate();
  return (
    <article className={classes.sheet} aria-label={consent.terms.title}>
      <Stack gap="md">
        <Text className={classes.text}>{consent.terms.text}</Text>
        <Group gap="xl" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('consents.printView.signature')}
            </Text>
            <Text className={classes.signature}>{consent.signer_name}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('consents.printView.date')}
            </Text>
            <Text className={classes.signature}>{signedDate(consent)}</Text>
          </Stack>
        </Group>
        <Text size="sm">
          {t('consents.printView.form', { key: consent.template_key, version: consent.template_version })}
          {' · '}
          {t('consents.printView.signedVia', { via: t(`consents.via.${consent.signed_via}`) })}
          {consent.revoked_at
            ? ` · ${t('consents.printView.revoked', { date: dates.instant(consent.revoked_at) })}`
            : ''}
        </Text>
        {consent.kind === 'disclosure' && (
          <>
            <Divider />
            <section aria-label={t('consents.printView.notice')}>
              <Title order={3} size="h6">
                {t('consents.printView.notice')}
              </Title>
              <Text size="sm" className={classes.text} lang="en">
                {PART2_NOTICE}
              </Text>
              <Text size="xs" c="dimmed" className={classes.noPrint}>
                {t('consents.printView.noticeLanguage')}
              </Text>
            </section>
          </>
        )}
      </Stack>
    </article>
  );
}

/** The printable copy in a dialog, with a Print button that prints the copy alone. */
export function PrintViewModal({ consent, onClose }: { consent: Consent | null; onClose: () => void }) {
  const t = useT();
  const mobile = useMobile();
  return (
    <Modal
      opened={!!consent}
      onClose={onClose}
      size="lg"
      fullScreen={mobile}
      title={t('consents.printView.title')}
    >
      {consent && (
        <Stack gap="md">
          <Group className={classes.noPrint}>
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              {t('consents.printView.doPrint')}
            </Button>
          </Group>
          <ConsentCopy consent={consent} />
        </Stack>
      )}
    </Modal>
  );
}
