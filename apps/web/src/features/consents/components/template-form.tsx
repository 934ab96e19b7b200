import { Button, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ConsentTemplate } from '@portal/contracts';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { type TemplateInput, useCreateTemplate } from '../api/templates';
import { fieldErrors } from './server-errors';

type Kind = TemplateInput['kind'];
type RecipientKind = TemplateInput['recipient_kind'];
type ExpiryKind = TemplateInput['expiry_kind'];

interface Values {
  kind: Kind;
  title: string;
  information: string;
  recipient_kind: RecipientKind;
  recipient: string;
  purpose: string;
  expiry_kind: ExpiryKind;
  expiry_date: string;
  expiry_event: string;
  redisclosure: string;
  revocation: string;
  active: boolean;
}

const blank: Values = {
  kind: 'disclosure',
  title: '',
  information: '',
  recipient_kind: 'named',
  recipient: '',
  purpose: '',
  expiry_kind: 'date',
  expiry_date: '',
  expiry_event: '',
  redisclosure: '',
  revocation: '',
  active: true,
};

const valuesOf = (t: ConsentTemplate): Values => ({
  kind: t.kind,
  title: t.title,
  information: t.information,
  recipient_kind: t.recipient_kind,
  recipient: t.recipient,
  purpose: t.purpose,
  expiry_kind: t.expiry_kind,
  expiry_date: t.expiry_date ?? '',
  expiry_event: t.expiry_event ?? '',
  redisclosure: t.redisclosure ?? '',
  revocation: t.revocation,
  active: t.active,
});

/** The server's field names are the form's. */
const FIELDS = Object.fromEntries(Object.keys(blank).map((k) => [k, k]));

/**
 * One consent form, every 42 CFR 2.31 element a field. Editing saves the next version (`template_key`);
 * nothing saved before changes. The rules between fields (until revoked only for TPO, TPO needs the
 * redisclosure statement, an event needs its text) are the server's, shown on their fields.
 */
export function TemplateForm({
  centerId,
  latest,
  onSaved,
}: {
  centerId: string;
  /** The form's current version, or none for a new form. */
  latest: ConsentTemplate | null;
  onSaved: () => void;
}) {
  const t = useT();
  const create = useCreateTemplate(centerId);
  const form = useForm<Values>({ initialValues: latest ? valuesOf(latest) : blank });
  const v = form.values;
  const nextVersion = (latest?.version ?? 0) + 1;

  const submit = form.onSubmit(async (values) => {
    const body: TemplateInput = {
      ...(latest ? { template_key: latest.template_key } : {}),
      kind: values.kind,
      title: values.title,
      information: values.information,
      recipient_kind: values.recipient_kind,
      recipient: values.recipient,
      purpose: values.purpose,
      expiry_kind: values.expiry_kind,
      expiry_date: values.expiry_kind === 'date' && values.expiry_date ? values.expiry_date : null,
      expiry_event: values.expiry_kind === 'event' ? values.expiry_event || null : null,
      redisclosure: values.redisclosure || null,
      revocation: values.revocation,
      active: values.active,
    };
    try {
      const saved = await create.mutateAsync(body);
      showSuccess(t('consents.templates.saved', { version: saved.version }));
      onSaved();
    } catch (err) {
      const errors = fieldErrors(err, FIELDS, 'title');
      if (errors) form.setErrors(errors);
      else showError(errorMessage(err));
    }
  });

  const select = <T extends string>(
    name: keyof Values,
    label: string,
    options: readonly T[],
    prefix: string,
  ) => (
    <Select
      label={label}
      required
      allowDeselect={false}
      data={options.map((o) => ({ value: o, label: t(`${prefix}.${o}` as Parameters<typeof t>[0]) }))}
      {...form.getInputProps(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {latest ? (
          <Text size="sm" c="dimmed">
            {t('consents.templates.signedStay', { version: latest.version })}
          </Text>
        ) : (
          select(
            'kind',
            t('consents.templates.kind'),
            ['disclosure', 'app-use'] as const,
            'consents.templates.kind',
          )
        )}
        <Text size="xs" c="dimmed">
          {t('consents.templates.centerHint', { token: '{center}' })}
        </Text>
        <TextInput label={t('consents.templates.title')} required {...form.getInputProps('title')} />
        <Textarea
          label={t('consents.templates.information')}
          required
          rows={2}
          {...form.getInputProps('information')}
        />
        {select(
          'recipient_kind',
          t('consents.templates.recipientKind'),
          ['named', 'tpo'] as const,
          'consents.templates.recipientKind',
        )}
        <Textarea
          label={t('consents.templates.recipient')}
          required
          rows={1}
          {...form.getInputProps('recipient')}
        />
        <Textarea
          label={t('consents.templates.purpose')}
          required
          rows={2}
          {...form.getInputProps('purpose')}
        />
        {select(
          'expiry_kind',
          t('consents.templates.expiryKind'),
          ['date', 'event', 'until-revoked'] as const,
          'consents.templates.expiryKind',
        )}
        {v.expiry_kind === 'date' && (
          <TextInput
            type="date"
            label={t('consents.templates.expiryDate')}
            {...form.getInputProps('expiry_date')}
          />
        )}
        {v.expiry_kind === 'event' && (
          <TextInput
            label={t('consents.templates.expiryEvent')}
            required
            {...form.getInputProps('expiry_event')}
          />
        )}
        <Textarea
          label={t('consents.templates.redisclosure')}
          required={v.recipient_kind === 'tpo'}
          rows={2}
          {...form.getInputProps('redisclosure')}
        />
        <Textarea
          label={t('consents.templates.revocation')}
          required
          rows={2}
          {...form.getInputProps('revocation')}
        />
        <Switch
          label={t('consents.templates.activeSwitch')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {latest
              ? t('consents.templates.saveNew', { version: nextVersion })
              : t('consents.templates.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
