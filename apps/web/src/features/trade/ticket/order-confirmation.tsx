import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONDITION_PRICE_FIELDS, formatPrice } from '@lantau/domain';
import type { OrderRequest } from '@lantau/contract';
import type { ReactNode } from 'react';
import { DetailList } from '../../../shared/ui/detail-list';
import { SectionCard } from '../../../shared/ui/section-card';
import { sideColors } from '../../../shared/ui/side-colors';

interface OrderConfirmationProps {
  request: OrderRequest;
  instrumentLabel: string;
  fees: ReactNode;
  submitting: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The confirmation page: the order as it will be sent, its fees, and Confirm or Back. */
export function OrderConfirmation({
  request,
  instrumentLabel,
  fees,
  submitting,
  onConfirm,
  onBack,
}: OrderConfirmationProps) {
  const { t } = useTranslation('trade');
  const account = request.orderAccount;
  const rows: [string, string][] = [
    [t('ticket.account'), request.accountNumber],
    [t('ticket.instrument'), instrumentLabel],
    [t('ticket.side'), t(`side.${request.side}`)],
    [t('ticket.orderType'), t(`orderType.${request.orderType}`)],
    [t('ticket.price'), request.price ? formatPrice(request.price) : t('ticket.atMarket')],
    [t('ticket.quantity'), request.quantity.toLocaleString()],
    [
      t('ticket.timeInForce'),
      t(`tif.${request.timeInForce}`) + (request.expiryDate ? ` ${request.expiryDate}` : ''),
    ],
  ];
  const condition = request.condition;
  if (condition) {
    // What holds or steers the order, and each of its prices, as the ticket named them.
    rows.push([t('ticket.condition'), t(`condition.${condition.type}`)]);
    for (const field of CONDITION_PRICE_FIELDS[condition.type]) {
      const price = condition[field];
      if (price !== undefined) rows.push([t(`conditionField.${field}`), formatPrice(price)]);
    }
  }
  if (account) {
    rows.push([t('ticket.orderAccount.title'), [account.ceNumber, account.bcan].filter(Boolean).join(' / ')]);
  }
  return (
    <SectionCard titleId="order-confirmation-title" title={t('ticket.confirmTitle')} titleSize="h3" gap="md">
      <DetailList rows={rows} valueWeight={600} />
      {fees}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          {t('ticket.back')}
        </Button>
        <Button
          color={sideColors[request.side]}
          autoContrast
          loading={submitting}
          onClick={onConfirm}
          data-autofocus
        >
          {t('ticket.confirm')}
        </Button>
      </Group>
    </SectionCard>
  );
}
