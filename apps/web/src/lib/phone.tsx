import { InputBase, type InputBaseProps } from '@mantine/core';
import { PHONE_MASK } from '@portal/contracts';
import { IMaskInput } from 'react-imask';

// formatPhone is in ./format-contact, with the other display helpers: a screen that only shows
// numbers (the patients list, the dashboard) must not download the input mask's library with it.

export interface PhoneInputProps extends InputBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
  'data-autofocus'?: boolean;
}

/**
 * The US phone field of spec §5: mask +1 (999) 999-9999. The value is what the user sees; callers
 * strip the formatting (contracts `stripPhone`) before sending.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  name,
  autoComplete = 'tel',
  ...props
}: PhoneInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={PHONE_MASK}
      value={value}
      onAccept={(v: string) => onChange(v)}
      onBlur={onBlur}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="+1 (555) 010-0000"
    />
  );
}
