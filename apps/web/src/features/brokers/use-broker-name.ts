import type { BrokerSummary } from '@lantau/contract';
import { toApiLanguage, useLanguage } from '../../shared/i18n';

export function useBrokerName(broker: BrokerSummary): string {
  const { language } = useLanguage();
  return broker.name[toApiLanguage(language)];
}
