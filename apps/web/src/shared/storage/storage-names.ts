/** Everything the app keeps on the device. Each is stored encrypted under 'lantau.<name>'. */
export type StorageName =
  'session' | 'brokerDisplayCode' | 'language' | 'colorScheme' | 'deviceUuid' | 'logoutReason' | 'settings';

export const STORAGE_PREFIX = 'lantau.';
