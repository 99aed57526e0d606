import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/market-data';
import { useTradeNavigation } from '../../../shared/url/trade-paths';
import { sideColors } from '../../../shared/ui/side-colors';
import { useFeatureAccess } from '../../../shared/feature-gates';

/**
 * Buy and Sell: open the order ticket for this instrument with the side chosen. Not shown where the broker has
 * switched web trading off: they would lead only to the blocked-feature page.
 */
export function TradeButtons({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('trade');
  const { openTicket } = useTradeNavigation();
  const { access } = useFeatureAccess('trade');
  if (access !== 'open') return null;
  return (
    <Group gap="sm">
      <Button
        color={sideColors.BUY}
        autoContrast
        onClick={() => void openTicket({ ...instrument, side: 'BUY' })}
      >
        {t('side.BUY')}
      </Button>
      <Button
        color={sideColors.SELL}
        autoContrast
        onClick={() => void openTicket({ ...instrument, side: 'SELL' })}
      >
        {t('side.SELL')}
      </Button>
    </Group>
  );
}
