import { useCallback } from 'react';
import { paths } from '../../shared/url';
import { useCurrentBroker } from '../../shared/broker';
import { ipoPath, type IpoPage } from '../../shared/url/ipo-paths';

/** Where the IPO pages live for the current broker: `pathOf('apply', 'form_submission')`. */
export function useIpoNavigation() {
  const broker = useCurrentBroker();
  const main = paths.main(broker.displayCode);
  const pathOf = useCallback((page: IpoPage, step?: string) => ipoPath(main, page, step), [main]);
  return { main, pathOf };
}
