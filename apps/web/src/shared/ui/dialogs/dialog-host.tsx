import { ErrorDialog } from './error-dialog';
import { closeErrorDialog, useDialogStore } from './dialog-store';

/** Renders the dialogs that code outside React asks for. */
export function DialogHost() {
  const { error, errorOpened } = useDialogStore();
  return (
    <ErrorDialog
      opened={errorOpened}
      title={error?.title ?? ''}
      lines={error?.lines ?? []}
      closeLabel={error?.closeLabel}
      onClose={closeErrorDialog}
    />
  );
}
