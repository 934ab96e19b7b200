import { Modal } from '@mantine/core';
import type { StaffMember } from '@portal/contracts';
import { useT } from '../../../lib/i18n';
import { StaffMemberForm } from './staff-member-form';

/** The Staff Member create/update modal (spec §2). */
export function StaffMemberModal({
  centerId,
  opened,
  onClose,
  member,
}: {
  centerId: string;
  opened: boolean;
  onClose: () => void;
  member?: StaffMember | null;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t(member ? 'staff.update' : 'staff.new')} size="lg">
      {opened && (
        <StaffMemberForm
          key={member?.id ?? 'new'}
          centerId={centerId}
          member={member}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
