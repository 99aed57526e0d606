import { initI18n, initialLanguage, syncLanguage } from '../shared/i18n';
import { sessionStore } from '../shared/session';
import { openSecureStorage } from '../shared/storage';
import { initialColorScheme } from '../shared/theme';

/**
 * Everything that must be ready before the first render: stored values decrypted (so reads are synchronous),
 * the colour scheme painted, the texts of the chosen language loaded.
 */
export async function boot(): Promise<void> {
  await openSecureStorage();
  sessionStore.hydrate();
  document.documentElement.setAttribute('data-mantine-color-scheme', initialColorScheme());
  await initI18n(initialLanguage());
  syncLanguage();
}
