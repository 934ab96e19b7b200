import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { StaffMember } from '@portal/contracts';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { StaffMemberForm } from './components/staff-member-form';

/** The wizard's optional step: add the first staff members (as many as wanted), or skip. */
export function FirstStaffStep({ centerId, onDone }: { centerId: string; onDone: () => void }) {
  const [added, setAdded] = useState<StaffMember[]>([]);
  const [formKey, setFormKey] = useState(0);
  const t = useT();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('staff.firstStepIntro')}
      </Text>
      {added.length > 0 && (
        <Group gap="xs" role="group" aria-label={t('staff.added')}>
          {added.map((m) => (
            <Badge key={m.id} variant="light" size="lg">
              {m.first_name} {m.last_name}
            </Badge>
          ))}
        </Group>
      )}
      <StaffMemberForm
        key={formKey}
        centerId={centerId}
        onDone={(member) => {
          setAdded((list) => [...list, member]);
          setFormKey((k) => k + 1);
        }}
      />
      <Group justify="flex-end">
        <Button variant={added.length ? 'filled' : 'default'} onClick={onDone}>
          {t(added.length ? 'staff.continue' : 'staff.skip')}
        </Button>
      </Group>
    </Stack>
  );
}
