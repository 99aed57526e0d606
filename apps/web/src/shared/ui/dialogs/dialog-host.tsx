import { ErrorDialog } from './error-dialog';
import { SessionEndedDialog } from './session-ended-dialog';
import { closeErrorDialog, closeSessionEndedDialog, useDialogStore } from './dialog-store';

/** Renders the dialogs that code outside React asks for. */
export function DialogHost() {
  const { error, errorOpened, sessionEnded, sessionEndedOpened } = useDialogStore();
  return (
    <>
      <ErrorDialog
        opened={errorOpened}
        title={error?.title ?? ''}
        lines={error?.lines ?? []}
        closeLabel={error?.closeLabel}
        onClose={closeErrorDialog}
      />
      <SessionEndedDialog
        opened={sessionEndedOpened}
        title={sessionEnded?.title ?? ''}
        message={sessionEnded?.message ?? ''}
        kind={sessionEnded?.kind ?? 'timeout'}
        logoutReason={sessionEnded?.logoutReason}
        countdown
        onResult={closeSessionEndedDialog}
      />
    </>
  );
}
