import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StockSearchFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label?: string;
  rightSection?: ReactNode;
}

/** The stock search's field: the combobox's target, or its stand-in before the combobox's code is in. */
export function StockSearchField({ label, ...props }: StockSearchFieldProps) {
  const { t } = useTranslation('market');
  return (
    <TextInput
      label={label ?? t('search.label')}
      placeholder={t('search.placeholder')}
      autoComplete="off"
      maw={420}
      {...props}
    />
  );
}
