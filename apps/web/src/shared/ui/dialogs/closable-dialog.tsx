import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ClosableDialogProps extends ModalProps {
  /** The close icon's accessible name; "Close" unless the dialog names it otherwise. */
  closeLabel?: string;
}

/**
 * The app's ordinary dialog: centred, closed by Escape, a click outside or the close icon, which screen readers
 * hear named. A dialog the user must answer takes `persistentModalProps` on a plain Modal instead.
 */
export function ClosableDialog({ closeLabel, ...props }: ClosableDialogProps) {
  const { t } = useTranslation('common');
  return <Modal centered closeButtonProps={{ 'aria-label': closeLabel ?? t('dialog.close') }} {...props} />;
}
