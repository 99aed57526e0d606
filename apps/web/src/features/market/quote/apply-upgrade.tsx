import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountQuotePlan } from '@lantau/contract';
import { useApplyForQuotePlan } from '../api/post-quote-plan-application';
import { ClosableDialog } from '../../../shared/ui/dialogs';

/**
 * 'Apply for Level 2', or the pending application. The button asks first, saying what Level 2 gives, what
 * happens next and what it may cost: an application commits the client to a call from customer service. One
 * idempotency key per intended application: pressing again after a network failure repeats the same request
 * instead of filing a second one.
 */
export function ApplyUpgrade({ plan, compact = false }: { plan: AccountQuotePlan; compact?: boolean }) {
  const { t } = useTranslation('market');
  const apply = useApplyForQuotePlan();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
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
  const market = t(`markets.${plan.market}`, { defaultValue: plan.market });
  const submit = () => {
    setConfirming(false);
    apply.mutate({ body: { market: plan.market, plan: 'LEVEL2' }, idempotencyKey });
  };
  return (
    <>
      <Button
        size={compact ? 'compact-sm' : 'sm'}
        loading={apply.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('apply.level2')}
      </Button>
      <ClosableDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('apply.confirmTitle', { market })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('apply.confirmWhat')}</Text>
          <Text size="sm">{t('apply.confirmNext')}</Text>
          <Text size="sm">{t('apply.confirmCost')}</Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('apply.cancel')}
            </Button>
            <Button onClick={submit}>{t('apply.confirm')}</Button>
          </Group>
        </Stack>
      </ClosableDialog>
      {apply.isError && (
        <Text size="sm" c="red" role="alert">
          {t('apply.failed')}
        </Text>
      )}
    </>
  );
}
