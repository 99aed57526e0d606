import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface AddToWatchlistButtonProps extends ComponentPropsWithRef<'button'> {
  loading: boolean;
  disabled: boolean;
}

/** 'Add to watchlist': the menu's target, or its stand-in before the menu's code is in. */
export function AddToWatchlistButton(props: AddToWatchlistButtonProps) {
  const { t } = useTranslation('watchlist');
  return (
    <Button variant="light" {...props}>
      {t('add.button')}
    </Button>
  );
}
