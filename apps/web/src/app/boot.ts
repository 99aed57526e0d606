import { initI18n, initialLanguage, syncLanguage } from '../shared/i18n';
import { sessionStore } from '../shared/session';
import { openSecureStorage } from '../shared/storage';
import { initialColorScheme } from '../shared/theme';

/**
 * Everything that must be ready before the first render: stored values decrypted (so reads are synchronous),
 * the colour scheme painted, the texts of the chosen language loaded.
 */
export async function boot({ storageOpen }: { storageOpen?: () => void } = {}): Promise<void> {
  await openSecureStorage();
  sessionStore.hydrate();
  // Requests that need the device's stored identity but not the texts start here, beside the language pack.
  storageOpen?.();
  // A session whose end was under way when the page went away (a logout cut short) is over: it must not
  // linger with its dialogs muted.
  if (sessionStore.get()?.isSessionTimeoutTakeAction) sessionStore.clear();
  document.documentElement.setAttribute('data-mantine-color-scheme', initialColorScheme());
  await initI18n(initialLanguage());
  syncLanguage();
}
