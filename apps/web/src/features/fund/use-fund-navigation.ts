import { useCallback } from 'react';
import { paths } from '../../shared/url';
import { useCurrentBroker } from '../../shared/broker';
import { fundPath, type FundPage } from '../../shared/url/fund-paths';

/** Where the fund pages live for the current broker: `pathOf('deposit', 'method')`. */
export function useFundNavigation() {
  const broker = useCurrentBroker();
  const main = paths.main(broker.displayCode);
  const pathOf = useCallback((page: FundPage, step?: string) => fundPath(main, page, step), [main]);
  return { main, pathOf };
}
