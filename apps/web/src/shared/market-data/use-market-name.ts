import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A market as clients call it ('China A-shares', '美國'), never its code ('MA^MZ'): the market pack's names,
 * the code only for a market the pack does not know.
 */
export function useMarketName(): (market: string) => string {
  const { t } = useTranslation('market');
  return useCallback((market: string) => t(`markets.${market}`, { defaultValue: market }), [t]);
}
