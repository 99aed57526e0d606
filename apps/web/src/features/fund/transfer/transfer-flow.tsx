import { useTranslation } from 'react-i18next';
import { placedAmount } from '../flow/amount-rules';
import { OnePageFlow } from '../flow/one-page-flow';
import { TransferForm } from './transfer-form';

/** fund/transfer: cash between the stock account and the crypto account, then success. */
export function TransferFlow() {
  const { t } = useTranslation('fund');
  return (
    <OnePageFlow
      flow="transfer"
      form={(settings, onPlaced) => <TransferForm settings={settings} onPlaced={onPlaced} />}
      successTitle={t('transfer.successTitle')}
      successBody={(placed) =>
        placed.details.type === 'TRANSFER' ? t('transfer.successBody', placedAmount(placed)) : undefined
      }
    />
  );
}
