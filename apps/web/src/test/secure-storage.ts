import { secureStorage } from '../shared/storage';
import { generateAesKey } from '../shared/storage/aes-gcm';

/**
 * Opens the secure storage in memory under a fresh key, as a login does. The key is returned for the tests that
 * read an encrypted query back.
 */
export async function openTestStorage(): Promise<CryptoKey> {
  const key = await generateAesKey();
  await secureStorage.open({ key, persistent: false });
  return key;
}
