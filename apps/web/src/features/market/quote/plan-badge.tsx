import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuotePlan } from '@lantau/contract';
import type { QuoteFeed } from '../../../shared/market-data';

interface PlanBadgeProps {
  plan: QuotePlan;
  /** The quote's feed: on the CLICK plan, the clicks left and the refresh that spends one. */
  feed?: Pick<QuoteFeed, 'clicksRemaining' | 'refresh' | 'refreshing'>;
}

/** What kind of data the user is looking at: real time, 15 minutes old, or a snapshot that costs a click. */
export function PlanBadge({ plan, feed }: PlanBadgeProps) {
  const { t } = useTranslation('market');
  if (plan === 'LEVEL2') {
    return (
      <Badge variant="filled" color="teal.9">
        {t('badge.realTime')}
      </Badge>
    );
  }
  if (plan === 'CLICK') {
    return (
      <Group gap="xs">
        <Badge variant="filled" color="blue.9">
          {t('badge.click', { count: feed?.clicksRemaining ?? 0 })}
        </Badge>
        <Button size="compact-sm" variant="light" onClick={feed?.refresh} loading={feed?.refreshing}>
          {t('quote.refresh')}
        </Button>
      </Group>
    );
  }
  return (
    <Badge variant="filled" color="gray.7">
      {t('badge.delayed')}
    </Badge>
  );
}
