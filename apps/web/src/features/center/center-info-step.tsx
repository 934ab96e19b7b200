import { Center, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Spinner } from '../../lib/spinner';
import { useCenter } from './api/get-center';
import { CenterInfoForm } from './components/center-info-form';

/** The wizard's first step: the center's name and time zone. */
export function CenterInfoStep({ centerId, onDone }: { centerId: string; onDone: () => void }) {
  const center = useCenter(centerId);
  if (center.isPending)
    return (
      <Center py="xl">
        <Spinner label="Loading the center" />
      </Center>
    );
  if (center.isError) return <Text role="alert">{messages.requestFailed}</Text>;
  return <CenterInfoForm center={center.data} submitLabel="Save and continue" onSaved={onDone} />;
}
