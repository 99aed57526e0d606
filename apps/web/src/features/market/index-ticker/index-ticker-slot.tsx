import { Suspense } from 'react';
import { IndexTicker } from './index-ticker';

/** The header must not wait for the market texts: the ticker appears once they are there. */
export function IndexTickerSlot() {
  return (
    <Suspense fallback={null}>
      <IndexTicker />
    </Suspense>
  );
}
