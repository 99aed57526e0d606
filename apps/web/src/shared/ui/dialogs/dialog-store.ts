import { create } from 'zustand';

export interface ErrorDialogRequest {
  title: string;
  lines: string[];
  closeLabel: string;
}

interface DialogState {
  /** Kept after closing so the text does not vanish during the closing animation. */
  error: (ErrorDialogRequest & { resolve: () => void }) | null;
  errorOpened: boolean;
}

/** Dialogs raised from outside React (the API client, sockets), shown by the DialogHost. */
export const useDialogStore = create<DialogState>(() => ({ error: null, errorOpened: false }));

/** Shows the generic error dialog; resolves when the user closes it. */
export function showErrorDialog(request: ErrorDialogRequest): Promise<void> {
  return new Promise((resolve) => {
    useDialogStore.setState({ error: { ...request, resolve }, errorOpened: true });
  });
}

export function closeErrorDialog(): void {
  const current = useDialogStore.getState().error;
  useDialogStore.setState({ errorOpened: false });
  current?.resolve();
}
