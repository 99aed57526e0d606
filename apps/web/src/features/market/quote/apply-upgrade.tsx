import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountQuotePlan } from '@lantau/contract';
import { useApplyForQuotePlan } from '../api/post-quote-plan-application';

/**
 * 'Apply for Level 2', or the pending application. One idempotency key per intended application: pressing
 * again after a network failure repeats the same request instead of filing a second one.
 */
export function ApplyUpgrade({ plan, compact = false }: { plan: AccountQuotePlan; compact?: boolean }) {
  const { t } = useTranslation('market');
  const apply = useApplyForQuotePlan();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const pending = plan.pendingApplication;
  if (pending) {
    return (
      <Alert color="blue" role="status" p={compact ? 'xs' : undefined}>
        {apply.isSuccess && <Text size="sm">{t('apply.received')}</Text>}
        <Text size="sm">{t('apply.pending', { plan: t(`plans.${pending.plan}`) })}</Text>
      </Alert>
    );
  }
  if (plan.plan === 'LEVEL2') return null;
  return (
    <>
      <Button
        size={compact ? 'compact-sm' : 'sm'}
        loading={apply.isPending}
        onClick={() => apply.mutate({ body: { market: plan.market, plan: 'LEVEL2' }, idempotencyKey })}
      >
        {t('apply.level2')}
      </Button>
      {apply.isError && (
        <Text size="sm" c="red" role="alert">
          {t('apply.failed')}
        </Text>
      )}
    </>
  );
}
