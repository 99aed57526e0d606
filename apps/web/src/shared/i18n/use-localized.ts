import type { LocalizedText } from '@lantau/contract';
import { toApiLanguage } from './languages';
import { useLanguage } from './use-language';

/** Picks the user's language out of a server text in three languages. */
export function useLocalized(): (text: LocalizedText) => string {
  const { language } = useLanguage();
  return (text) => text[toApiLanguage(language)] || text.en_US;
}
