export { ErrorDialog, type ErrorDialogProps } from './error-dialog';
export { SessionEndedDialog, type SessionEndedDialogProps } from './session-ended-dialog';
export { UnstableNetworkDialog, type UnstableNetworkDialogProps } from './unstable-network-dialog';
export { QrCodeDialog, type QrCodeDialogProps } from './qr-code-dialog';
export { MultiChartTutorialDialog, type MultiChartTutorialDialogProps } from './multi-chart-tutorial-dialog';
// The feedback dialog is not re-exported: pages load it lazily from './feedback' so the shell does not carry it.
export { ClosableDialog, type ClosableDialogProps } from './closable-dialog';
export { DialogHost } from './dialog-host';
export {
  showErrorDialog,
  closeErrorDialog,
  showSessionEndedDialog,
  closeSessionEndedDialog,
  type ErrorDialogRequest,
  type SessionEndedDialogRequest,
} from './dialog-store';
export { persistentModalProps } from './persistent-modal';
export { useCountdown } from './use-countdown';
export { CountdownAnnouncer, shouldAnnounce } from './countdown-announcer';
