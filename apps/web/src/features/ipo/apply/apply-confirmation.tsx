import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ipo } from '@lantau/contract';
import { formatAmount, formatHongKongTime } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { DetailList } from '../../../shared/ui/detail-list';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ratioPercent } from '../ipo-format';
import { applyFigures, applyRequest, cutoffOf, type ApplyValues } from './apply-model';

interface ApplyConfirmationProps {
  ipo: Ipo;
  values: ApplyValues;
  error: unknown;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * ipo/apply/confirmation: every figure before the money is held (amount, handling fee, own part, loan,
 * interest, total due) and the cut-off after which the application can no longer be cancelled. The figures are
 * the domain's, the ones the server holds.
 */
export function ApplyConfirmation({
  ipo,
  values,
  error,
  pending,
  onBack,
  onConfirm,
}: ApplyConfirmationProps) {
  const { t } = useTranslation('ipo');
  const { language } = useLanguage();
  useDocumentTitle(t('apply.confirmTitle'));
  const figures = applyFigures(ipo, values);
  const request = applyRequest(ipo, values);
  const financed = values.type === 'FINANCED';
  const money = (amount: { toFixed: (decimals: number) => string }) =>
    `${formatAmount(amount.toFixed(2))} ${ipo.currency}`;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('apply.confirmTitle')}</Title>
      <Text fw={600}>
        {ipo.stockCode} {localName(ipo.name, language)}
      </Text>
      <section aria-label={t('apply.figures')}>
        <DetailList
          valueWeight={600}
          rows={[
            [t('apply.account'), values.accountNumber],
            [t('apply.quantity'), formatAmount(request.quantity, 0)],
            [t('apply.type'), t(`type.${values.type}`)],
            ...(financed && request.loanRatio
              ? ([[t('figures.loanRatio'), ratioPercent(request.loanRatio)]] as const)
              : []),
            ...(figures
              ? ([
                  [t('figures.amount'), money(figures.amount)],
                  [t('figures.handlingFee'), money(figures.handlingFee)],
                  [t('figures.ownPart'), money(figures.ownPart)],
                  [t('figures.loan'), money(figures.loanAmount)],
                  [t('figures.interest'), money(figures.interest)],
                  [t('figures.totalDue'), money(figures.totalDue)],
                ] as const)
              : []),
            [t('figures.cutoff'), formatHongKongTime(cutoffOf(ipo, values.type), language)],
          ]}
        />
      </section>
      <Text size="sm">{financed ? t('apply.holdNoteFinanced') : t('apply.holdNote')}</Text>
      <ActionButtons
        error={error}
        cancelLabel={t('apply.back')}
        onCancel={onBack}
        confirmLabel={t('apply.confirm')}
        pending={pending}
        onConfirm={onConfirm}
      />
    </Stack>
  );
}
