import { createSecureStorage } from './secure-storage';
import { obtainStorageKey } from './storage-key';

export type { SecureStorage } from './secure-storage';
export type { StorageName } from './storage-names';
export * from './value-check';
export { createSecureStorage } from './secure-storage';
export { obtainStorageKey } from './storage-key';
export { mirrorPreference } from './preference-cookie';

/** The app's one storage. Usable (in memory) before it opens, so modules and tests need no boot step. */
export const secureStorage = createSecureStorage();

export async function openSecureStorage(): Promise<void> {
  await secureStorage.open(await obtainStorageKey());
}
