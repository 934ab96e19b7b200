import { Center, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { Spinner } from '../../lib/spinner';
import { useCenterSettings } from './api/get-center-settings';
import { DefaultSettingsForm } from './components/default-settings-form';

/** The wizard's second step: check-in messages, default tasks, program start (time zone was step 1). */
export function DefaultSettingsStep({ centerId, onDone }: { centerId: string; onDone: () => void }) {
  const settings = useCenterSettings(centerId);
  const t = useT();
  if (settings.isPending)
    return (
      <Center py="xl">
        <Spinner label={t('settings.defaultsLoading')} />
      </Center>
    );
  if (settings.isError) return <Text role="alert">{t('requestFailed')}</Text>;
  return (
    <DefaultSettingsForm
      centerId={centerId}
      settings={settings.data}
      showTimeZone={false}
      submitLabel={t('settings.saveAndContinue')}
      onSaved={onDone}
    />
  );
}
