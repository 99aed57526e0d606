/** Everything the app keeps on the device. Each is stored encrypted under 'lantau.<name>'. */
export type StorageName =
  | 'session'
  | 'brokerDisplayCode'
  | 'language'
  | 'colorScheme'
  | 'deviceUuid'
  | 'logoutReason'
  | 'settings'
  /** The successful-login record of spec section 3. */
  | 'loginRecord'
  /** Where the user was when the session was ended for them, to return there after logging in again. */
  | 'returnPath'
  /** Client error reports waiting to be sent. */
  | 'errorReports'
  /** Local market settings: index ticker choice and speed, bid/ask levels shown, multi-chart layout and tutorial. */
  | 'marketSettings'
  /** The screen density chosen in Settings (compact, comfortable, or automatic by the screen's width). */
  | 'displaySettings'
  /** Local account settings: amount privacy and the account last looked at. */
  | 'accountSettings'
  /** The back office's staff session, kept apart from the client's session. */
  | 'staffSession'
  /** Notification switches: message types pushed by the message socket, browser notifications. */
  | 'notificationSettings';

export const STORAGE_PREFIX = 'lantau.';
