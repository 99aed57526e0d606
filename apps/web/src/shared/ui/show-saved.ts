import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** Shows a short "saved" toast whose close button is named, as every button must be for screen readers. */
export function useShowSaved(): (message: string) => void {
  const { t } = useTranslation();
  return useCallback(
    (message: string) =>
      notifications.show({
        message,
        color: 'green',
        closeButtonProps: { 'aria-label': t('dialog.close') },
      }),
    [t],
  );
}
