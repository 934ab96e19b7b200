import {
  Button,
  Checkbox,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { createFhirSystemBody, FHIR_SERVED_TYPES } from '@portal/contracts';
import { useId } from 'react';
import { schemaErrors, serverFieldErrors, useInScreenLanguage } from '../../../lib/form-errors';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { type FhirSystemInput, useCreateFhirSystem } from '../api/fhir-systems';

interface Values {
  name: string;
  kind: 'within' | 'recipient';
  recipient: string;
  purpose: string;
  keys: 'url' | 'pasted';
  jwks_url: string;
  jwks: string;
  scopes: string[];
}

const ALL = 'system/*.read';
const blank: Values = {
  name: '',
  kind: 'within',
  recipient: '',
  purpose: '',
  keys: 'url',
  jwks_url: '',
  jwks: '',
  scopes: [ALL],
};

/** The pasted key set as JSON, or a marker the contract refuses with "not valid JSON". */
const NOT_JSON = Symbol('not json');
function parsedJwks(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function toBody(v: Values): FhirSystemInput {
  const recipient = v.kind === 'recipient';
  return {
    name: v.name,
    kind: v.kind,
    recipient: recipient ? v.recipient : null,
    purpose: recipient ? v.purpose : null,
    jwks_url: v.keys === 'url' ? v.jwks_url.trim() || null : null,
    jwks: v.keys === 'pasted' && v.jwks.trim() ? (parsedJwks(v.jwks) as FhirSystemInput['jwks']) : null,
    scopes: v.scopes.includes(ALL) ? [ALL] : v.scopes,
  };
}

/**
 * Registers a system: its name, within the center or an outside recipient (named and with a purpose
 * exactly as on the consent forms), its public keys (a JWKS URL or a pasted key set, never a private
 * key) and what it may read. Checked with the contract the server uses; the server's sentences land
 * on their fields.
 */
export function FhirSystemForm({ centerId, onSaved }: { centerId: string; onSaved: () => void }) {
  const t = useT();
  const create = useCreateFhirSystem(centerId);
  const keysLabel = useId();
  const inLanguage = useInScreenLanguage();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: blank,
    validate: (values) => {
      if (values.keys === 'pasted' && values.jwks.trim() && parsedJwks(values.jwks) === NOT_JSON) {
        return { jwks: t('fhirSystemJwksNotJson') };
      }
      const errors = schemaErrors(createFhirSystemBody, toBody(values));
      // A scope's sentence (`scopes.0`) belongs to the group of boxes.
      return Object.fromEntries(
        Object.entries(errors).map(([field, sentence]) => [field.split('.')[0], inLanguage(sentence)]),
      );
    },
  });
  const v = form.values;

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(toBody(values));
      showSuccess(t('fhirSystems.created'));
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length) {
        const errors = serverFieldErrors(err.body);
        form.setErrors(
          Object.fromEntries(Object.entries(errors).map(([field, m]) => [field.split('.')[0], m])),
        );
      } else showError(errorMessage(err));
    }
  });

  const scopeChoices = [
    { value: ALL, label: t('fhirSystems.form.scope.all') },
    ...FHIR_SERVED_TYPES.map((type) => ({
      value: `system/${type}.read`,
      label: t(`fhirSystems.form.scope.${type}`),
    })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fhirSystems.form.name')}
          description={t('fhirSystems.form.nameHint')}
          required
          {...form.getInputProps('name')}
        />
        <Radio.Group label={t('fhirSystems.form.kind')} required {...form.getInputProps('kind')}>
          <Stack gap={6} mt={6}>
            <Radio value="within" label={t('fhirSystems.form.kind.within')} />
            <Radio value="recipient" label={t('fhirSystems.form.kind.recipient')} />
          </Stack>
        </Radio.Group>
        {v.kind === 'recipient' && (
          <>
            <Text size="sm" c="dimmed">
              {t('fhirSystems.form.recipientHint')}
            </Text>
            <TextInput
              label={t('fhirSystems.form.recipient')}
              required
              {...form.getInputProps('recipient')}
            />
            <Textarea
              label={t('fhirSystems.form.purpose')}
              required
              rows={2}
              {...form.getInputProps('purpose')}
            />
          </>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={keysLabel}>
            {t('fhirSystems.form.keys')}
          </Text>
          <SegmentedControl
            aria-labelledby={keysLabel}
            data={[
              { value: 'url', label: t('fhirSystems.form.keys.url') },
              { value: 'pasted', label: t('fhirSystems.form.keys.pasted') },
            ]}
            {...form.getInputProps('keys')}
          />
        </Stack>
        {v.keys === 'url' ? (
          <TextInput
            type="url"
            label={t('fhirSystems.form.jwksUrl')}
            required
            {...form.getInputProps('jwks_url')}
          />
        ) : (
          <Textarea
            label={t('fhirSystems.form.jwks')}
            description={t('fhirSystems.form.jwksHint')}
            required
            rows={8}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('jwks')}
          />
        )}
        <Checkbox.Group label={t('fhirSystems.form.scopes')} required {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {scopeChoices.map((c) => (
              <Checkbox
                key={c.value}
                value={c.value}
                label={c.label}
                disabled={c.value !== ALL && v.scopes.includes(ALL)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('fhirSystems.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
