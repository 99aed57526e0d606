import { useTranslation } from 'react-i18next';
import { formatAmount } from '@lantau/domain';
import { OnePageFlow } from '../flow/one-page-flow';
import { ExchangeForm } from './exchange-form';

/** fund/exchange: root (currencies and amount on one page) and success (spec section 2). */
export function ExchangeFlow() {
  const { t } = useTranslation('fund');
  return (
    <OnePageFlow
      flow="exchange"
      form={(settings, onPlaced) => <ExchangeForm settings={settings} onPlaced={onPlaced} />}
      successTitle={t('exchange.successTitle')}
      successBody={(placed) =>
        placed.details.type === 'EXCHANGE'
          ? t('exchange.successBody', {
              amount: formatAmount(placed.amount, 2),
              from: placed.currency,
              to: placed.details.toCurrency,
            })
          : undefined
      }
    />
  );
}
