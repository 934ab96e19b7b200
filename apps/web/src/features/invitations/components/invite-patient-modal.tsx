import { Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { DEFAULT_RESERVATION_TYPE, INVITATION_TTL_DAYS } from '@portal/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useMobile } from '../../../lib/media';
import { CsvImport } from './csv-import';
import { InviteForm } from './invite-form';
import { ReserveForm } from './reserve-form';

type SwitchValue = 'individual' | 'multiple';
type ReservationType = 'single' | 'multiple';

/**
 * The Invite Patient modal (spec §2, §4): individual = invitation by e-mail; multiple = membership
 * reserved by phone, one (single, the default) or many from a CSV file.
 */
export function InvitePatientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mobile = useMobile();
  const t = useT();
  const [switchValue, setSwitchValue] = useState<SwitchValue>('individual');
  const [reservationType, setReservationType] = useState<ReservationType>(DEFAULT_RESERVATION_TYPE);

  const close = () => {
    onClose();
    setSwitchValue('individual');
    setReservationType(DEFAULT_RESERVATION_TYPE);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('invitations.title')}
      size={switchValue === 'multiple' && reservationType === 'multiple' ? 'xl' : 'md'}
      fullScreen={mobile}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label={t('invitations.mode')}
          value={switchValue}
          onChange={(v) => setSwitchValue(v === 'multiple' ? 'multiple' : 'individual')}
          data={[
            { value: 'individual', label: t('invitations.byEmail') },
            { value: 'multiple', label: t('invitations.byPhone') },
          ]}
        />
        {switchValue === 'individual' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('invitations.emailIntro', { days: INVITATION_TTL_DAYS })}
            </Text>
            <InviteForm onDone={close} />
          </>
        ) : (
          <>
            <Radio.Group
              label={t('invitations.reservationType')}
              value={reservationType}
              onChange={(v) => setReservationType(v === 'multiple' ? 'multiple' : 'single')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="single" label={t('invitations.single')} />
                <Radio value="multiple" label={t('invitations.multiple')} />
              </Stack>
            </Radio.Group>
            {reservationType === 'single' ? <ReserveForm onDone={close} /> : <CsvImport onDone={close} />}
          </>
        )}
      </Stack>
    </Modal>
  );
}
