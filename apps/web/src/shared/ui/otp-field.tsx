import type { Ref } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface OtpFieldProps {
  /** The code has exactly this many digits. */
  length: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** One field for the whole code: digits only, exactly `length` of them, filled in by the phone's keyboard. */
export function OtpField({ length, value, onChange, error, inputRef, autoFocus }: OtpFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={inputRef}
      label={t('otp.label')}
      description={t('otp.description', { count: length })}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, length))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      pattern={`\\d{${length}}`}
      error={error}
      autoFocus={autoFocus}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
