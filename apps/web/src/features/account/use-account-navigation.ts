import { useCallback } from 'react';
import { paths } from '../../shared/url';
import { useCurrentBroker } from '../../shared/broker';
import { accountPath, type AccountPage } from './account-paths';

/** Where the account pages live for the current broker. */
export function useAccountNavigation() {
  const broker = useCurrentBroker();
  const main = paths.main(broker.displayCode);
  const pathOf = useCallback((page: AccountPage) => accountPath(main, page), [main]);
  return { main, pathOf };
}
