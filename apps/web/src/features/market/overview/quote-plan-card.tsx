import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuotePlans } from '../../../shared/market-data';
import { SectionCard } from '../../../shared/ui/section-card';
import { ApplyUpgrade } from '../quote/apply-upgrade';

/** The account's quote plan per market, with the way to apply for Level 2 where it is not already. */
export function QuotePlanCard() {
  const { t } = useTranslation('market');
  const plans = useQuotePlans();
  return (
    <SectionCard titleId="plans-title" title={t('plans.title')}>
      {plans.isError && <Text c="dimmed">{t('plans.failed')}</Text>}
      <Table fz="sm" verticalSpacing={6}>
        <Table.Caption>{t('plans.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('statuses.market')}</Table.Th>
            <Table.Th scope="col">{t('plans.plan')}</Table.Th>
            <Table.Th scope="col">{t('plans.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(plans.data ?? []).map((plan) => (
            <Table.Tr key={plan.market}>
              <Table.Th scope="row">{t(`markets.${plan.market}`, { defaultValue: plan.market })}</Table.Th>
              <Table.Td>
                {t(`plans.${plan.plan}`)}
                {plan.plan === 'CLICK' && (
                  <Text size="xs" c="dimmed">
                    {t('plans.clicksLeft', { count: plan.clicksRemaining ?? 0 })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ApplyUpgrade plan={plan} compact />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
