import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  addStaffMemberBody,
  PASSWORD_MIN_LENGTH,
  type StaffMember,
  updateStaffMemberBody,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useInScreenLanguage } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/format-contact';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { PhoneInput } from '../../../lib/phone';
import { showError, showSuccess } from '../../../lib/toasts';
import { useAddStaffMember } from '../api/add-staff-member';
import { useUpdateStaffMember } from '../api/update-staff-member';

interface Values {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  status: boolean | null;
  receiving_calls: boolean;
  is_admin: boolean | null;
}
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

const yesNo = (v: boolean | null) => (v === null ? null : v ? 'true' : 'false');
const fromYesNo = (v: string | null) => (v === null ? null : v === 'true');

function initial(member?: StaffMember | null): Values {
  return member
    ? {
        email: member.email,
        password: '',
        first_name: member.first_name,
        last_name: member.last_name,
        phone: formatPhone(member.phone),
        status: member.status,
        receiving_calls: member.receiving_calls,
        is_admin: member.is_admin,
      }
    : {
        email: '',
        password: '',
        first_name: '',
        last_name: '',
        phone: '',
        status: true,
        receiving_calls: false,
        is_admin: null,
      };
}

/**
 * Create a staff member (no `member`) or update one, with every validation message of spec §5 from
 * the same schema the API uses. E-mail and password exist only on create.
 */
export function StaffMemberForm({
  centerId,
  member,
  onDone,
  onCancel,
  cancelLabel,
}: {
  centerId: string;
  member?: StaffMember | null;
  onDone: (member: StaffMember) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const [values, setValues] = useState<Values>(() => initial(member));
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddStaffMember(centerId);
  const update = useUpdateStaffMember(centerId);
  const editing = !!member;
  const t = useT();
  const say = useInScreenLanguage();

  const set = <K extends Field>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = editing ? updateStaffMemberBody.safeParse(values) : addStaffMemberBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        // The contract's sentences are English; the form shows them in the screen's language.
        next[issue.path[0] as Field] ??= say(issue.message);
      }
      setErrors(next);
      return;
    }
    try {
      const saved = member
        ? await update.mutateAsync({ staffId: member.id, ...updateStaffMemberBody.parse(values) })
        : await add.mutateAsync(addStaffMemberBody.parse(values));
      showSuccess(t(member ? 'staffUpdated' : 'staffCreated'));
      onDone(saved);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length) {
        setErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      }
      showError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t(editing ? 'staff.update' : 'staff.create')}>
      <Stack gap="md">
        {!editing && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('staff.email')}
              type="email"
              required
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={errors.email}
              data-autofocus
            />
            <PasswordInput
              label={t('staff.password')}
              description={t('staff.passwordHint', { count: PASSWORD_MIN_LENGTH })}
              required
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors.password}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('staff.firstName')}
            required
            maxLength={100}
            value={values.first_name}
            onChange={(e) => set('first_name', e.currentTarget.value)}
            error={errors.first_name}
            {...(editing ? { 'data-autofocus': true } : {})}
          />
          <TextInput
            label={t('staff.lastName')}
            required
            maxLength={100}
            value={values.last_name}
            onChange={(e) => set('last_name', e.currentTarget.value)}
            error={errors.last_name}
          />
        </SimpleGrid>
        <PhoneInput
          label={t('staff.phone')}
          required
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={errors.phone}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('staff.status')}
            required
            data={[
              { value: 'true', label: t('staff.active') },
              { value: 'false', label: t('staff.disabled') },
            ]}
            value={yesNo(values.status)}
            onChange={(v) => set('status', fromYesNo(v))}
            error={errors.status}
            allowDeselect={false}
          />
          <Select
            label={t('staff.isAdmin')}
            description={t('staff.isAdminHint')}
            required
            placeholder={t('staff.choose')}
            data={[
              { value: 'true', label: t('staff.yesOwner') },
              { value: 'false', label: t('staff.noStaff') },
            ]}
            value={yesNo(values.is_admin)}
            onChange={(v) => set('is_admin', fromYesNo(v))}
            error={errors.is_admin}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Switch
          label={t('staff.receivingCalls')}
          description={t('staff.receivingCallsHint')}
          checked={values.receiving_calls}
          onChange={(e) => set('receiving_calls', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={add.isPending || update.isPending}>
            {t(editing ? 'common.save' : 'staff.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
