import { lazy } from 'react';
import { LoadWhenNeeded } from '../load-when-needed';
import { useDialogStore } from './dialog-store';

const DialogHost = lazy(async () => ({ default: (await import('./dialog-host')).DialogHost }));

/** The DialogHost, loaded when code outside React first asks for one of its dialogs. */
export function DeferredDialogHost() {
  const needed = useDialogStore((state) => state.errorOpened || state.sessionEndedOpened);
  return (
    <LoadWhenNeeded needed={needed}>
      <DialogHost />
    </LoadWhenNeeded>
  );
}
