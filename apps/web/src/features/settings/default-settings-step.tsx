import { Center, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Spinner } from '../../lib/spinner';
import { useCenterSettings } from './api/get-center-settings';
import { DefaultSettingsForm } from './components/default-settings-form';

/** The wizard's second step: check-in messages, default tasks, program start (time zone was step 1). */
export function DefaultSettingsStep({ centerId, onDone }: { centerId: string; onDone: () => void }) {
  const settings = useCenterSettings(centerId);
  if (settings.isPending)
    return (
      <Center py="xl">
        <Spinner label="Loading the default settings" />
      </Center>
    );
  if (settings.isError) return <Text role="alert">{messages.requestFailed}</Text>;
  return (
    <DefaultSettingsForm
      centerId={centerId}
      settings={settings.data}
      showTimeZone={false}
      submitLabel="Save and continue"
      onSaved={onDone}
    />
  );
}
