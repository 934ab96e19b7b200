import { Button, Checkbox, FileInput, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ConsentTemplate, scanContentTypes, scanFileProblem } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { useMobile } from '../../../lib/media';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRecordPaperConsent } from '../api/record-paper-consent';
import { fieldErrors } from './server-errors';

interface Values {
  template: string;
  full_name: string;
  signed_on: string;
  expires_on: string;
  scan: File | null;
  agree: boolean;
}

/** The server's field names on this form. */
const FIELDS = {
  template_id: 'template',
  template_version: 'template',
  full_name: 'full_name',
  signed_on: 'signed_on',
  expires_on: 'expires_on',
  scan_key: 'scan',
  agree: 'agree',
};

/**
 * Staff record a consent the patient signed on paper: the form (its current version), the name as
 * signed, the date, the expiry when the form asks for one, and the scan (PDF or image), uploaded
 * privately first. Every refusal is the server's sentence on its field.
 */
export function PaperConsentModal({
  opened,
  onClose,
  membershipId,
  templates,
  defaultName,
  today,
}: {
  opened: boolean;
  onClose: () => void;
  membershipId: string;
  templates: ConsentTemplate[];
  defaultName: string;
  /** Today's date (YYYY-MM-DD) at the center: the latest the date signed may be. */
  today: string;
}) {
  const t = useT();
  const mobile = useMobile();
  const record = useRecordPaperConsent(membershipId);
  const required = t('consents.paper.required');
  const form = useForm<Values>({
    initialValues: {
      template: templates[0]?.id ?? '',
      full_name: defaultName,
      signed_on: today,
      expires_on: '',
      scan: null,
      agree: false,
    },
    validate: {
      template: (v) => (v ? null : required),
      full_name: (v) => (v.trim() ? null : required),
      signed_on: (v) => (v ? null : required),
      scan: (v) => (v ? null : required),
      agree: (v) => (v ? null : required),
    },
  });
  const chosen = templates.find((tpl) => tpl.id === form.values.template);

  const submit = form.onSubmit(async (values) => {
    if (!chosen || !values.scan) return;
    const problem = await scanFileProblem(values.scan);
    if (problem) {
      form.setFieldError('scan', t(problem));
      return;
    }
    try {
      await record.mutateAsync({
        scan: values.scan,
        input: {
          template_id: chosen.id,
          template_version: chosen.version,
          full_name: values.full_name,
          agree: values.agree,
          signed_on: values.signed_on,
          ...(values.expires_on ? { expires_on: values.expires_on } : {}),
        },
      });
      showSuccess(t('consents.paper.saved'));
      form.reset();
      onClose();
    } catch (err) {
      const errors = fieldErrors(err, FIELDS, 'scan');
      if (errors) form.setErrors(errors);
      else showError(errorMessage(err));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={mobile} title={t('consents.paper.title')}>
      {templates.length === 0 ? (
        <Text>{t('consents.paper.noTemplates')}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select
              label={t('consents.paper.template')}
              required
              allowDeselect={false}
              data={templates.map((tpl) => ({
                value: tpl.id,
                label: t('consents.paper.templateOption', { title: tpl.title, version: tpl.version }),
              }))}
              {...form.getInputProps('template')}
            />
            <TextInput
              label={t('consents.paper.name')}
              description={t('consents.paper.nameHint')}
              required
              autoComplete="off"
              {...form.getInputProps('full_name')}
            />
            <TextInput
              type="date"
              label={t('consents.paper.signedOn')}
              required
              max={today}
              {...form.getInputProps('signed_on')}
            />
            {chosen?.expiry_kind === 'date' && (
              <TextInput
                type="date"
                label={t('consents.paper.expiresOn')}
                required
                min={today}
                {...(chosen.expiry_date ? { max: chosen.expiry_date } : {})}
                {...form.getInputProps('expires_on')}
              />
            )}
            <FileInput
              label={t('consents.paper.scan')}
              description={t('consents.paper.scanHint')}
              placeholder={t('consents.paper.scanPlaceholder')}
              withAsterisk
              accept={scanContentTypes.join(',')}
              leftSection={<IconUpload size={16} aria-hidden />}
              {...form.getInputProps('scan')}
            />
            <Checkbox
              label={t('consents.paper.agree')}
              {...form.getInputProps('agree', { type: 'checkbox' })}
            />
            <Group>
              <Button type="submit" loading={record.isPending}>
                {t('consents.paper.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
