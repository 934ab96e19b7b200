import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from './i18n';

/** Every IANA zone the browser knows, "America/New_York" shown as "America / New York (UTC−05:00)". */
export function timeZoneOptions(now = new Date()): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.map((zone) => {
    const offset =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(now)
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    return {
      value: zone,
      label: `${zone.replaceAll('_', ' ').replaceAll('/', ' / ')} (${offset.replace('GMT', 'UTC') || 'UTC'})`,
    };
  });
}

/** A searchable time zone picker (the center's local day for check-ins, reports and events). */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  const data = useMemo(() => timeZoneOptions(), []);
  const t = useT();
  return (
    <Select searchable nothingFoundMessage={t('settings.noTimeZone')} limit={50} {...props} data={data} />
  );
}
