import { Stack } from '@mantine/core';
import type { Instrument } from '../../../shared/market-data';
import { BrokerQueue } from './broker-queue';
import { DepthTable } from './depth-table';
import { TradesList } from './trades-list';

/** The quote's book: the depth (ten levels on LEVEL2), the broker queue (LEVEL2) and the latest trades. */
export function QuoteBookColumn({ instrument, level2 }: { instrument: Instrument; level2: boolean }) {
  return (
    <Stack gap="md">
      <DepthTable instrument={instrument} fullDepth={level2} />
      {level2 && <BrokerQueue instrument={instrument} />}
      <TradesList instrument={instrument} />
    </Stack>
  );
}
