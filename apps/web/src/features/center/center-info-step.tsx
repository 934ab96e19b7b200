import { Center, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { Spinner } from '../../lib/spinner';
import { useCenter } from './api/get-center';
import { CenterInfoForm } from './components/center-info-form';

/** The wizard's first step: the center's name, time zone and phone. */
export function CenterInfoStep({ centerId, onDone }: { centerId: string; onDone: () => void }) {
  const t = useT();
  const center = useCenter(centerId);
  if (center.isPending)
    return (
      <Center py="xl">
        <Spinner label={t('center.loading')} />
      </Center>
    );
  if (center.isError) return <Text role="alert">{t('requestFailed')}</Text>;
  return <CenterInfoForm center={center.data} submitLabel={t('center.saveAndContinue')} onSaved={onDone} />;
}
