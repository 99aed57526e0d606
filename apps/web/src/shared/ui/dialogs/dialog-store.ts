import { create } from 'zustand';

export interface ErrorDialogRequest {
  title: string;
  lines: string[];
  closeLabel: string;
}

/** The session-ended dialog of spec sections 2 and 4, raised when the app ends a session for the user. */
export interface SessionEndedDialogRequest {
  title: string;
  message: string;
  kind: 'kickOff' | 'timeout';
  /** Stored at the end of the countdown so the login page can say why. */
  logoutReason: string;
}

interface DialogState {
  /** Kept after closing so the text does not vanish during the closing animation. */
  error: (ErrorDialogRequest & { resolve: () => void }) | null;
  errorOpened: boolean;
  sessionEnded: (SessionEndedDialogRequest & { resolve: () => void }) | null;
  sessionEndedOpened: boolean;
}

/** Dialogs raised from outside React (the API client, sockets, timers), shown by the DialogHost. */
export const useDialogStore = create<DialogState>(() => ({
  error: null,
  errorOpened: false,
  sessionEnded: null,
  sessionEndedOpened: false,
}));

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

/** Shows the session-ended dialog with its countdown; resolves when it closes (Confirm, or zero). */
export function showSessionEndedDialog(request: SessionEndedDialogRequest): Promise<void> {
  return new Promise((resolve) => {
    useDialogStore.setState({ sessionEnded: { ...request, resolve }, sessionEndedOpened: true });
  });
}

export function closeSessionEndedDialog(): void {
  const current = useDialogStore.getState().sessionEnded;
  useDialogStore.setState({ sessionEndedOpened: false });
  current?.resolve();
}
