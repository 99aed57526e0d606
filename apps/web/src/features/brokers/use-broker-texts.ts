import { useEffect, useState } from 'react';
import { applyBrokerTexts, brokerTextsApplied, toApiLanguage, useLanguage } from '../../shared/i18n';
import { useBrokerTextPack } from './api/get-broker-text-pack';

/**
 * Layers the broker's text overrides over the default pack for the current language. Returns false until the
 * first pack is in place, so a broker's pages never open with another broker's (or the default) title.
 */
export function useBrokerTexts(brokerCode: string): boolean {
  const { language } = useLanguage();
  const pack = useBrokerTextPack(brokerCode, toApiLanguage(language));
  // A prerendered page's texts are in place before its first render (so it hydrates as the server drew it).
  const [appliedFor, setAppliedFor] = useState(() =>
    brokerTextsApplied(brokerCode, language) ? brokerCode : undefined,
  );
  const settled = pack.isSuccess || pack.isError;
  const overrides = pack.data;

  useEffect(() => {
    if (!settled) return;
    let current = true;
    // Without a pack (the broker has none, or it failed to load) the default texts stand.
    void applyBrokerTexts(language, overrides ?? {}, brokerCode).then(() => {
      if (current) setAppliedFor(brokerCode);
    });
    return () => {
      current = false;
    };
  }, [brokerCode, language, overrides, settled]);

  return appliedFor === brokerCode;
}
