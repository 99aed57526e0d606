import { useCallback } from 'react';
import { useEncryptedNavigate } from '../../shared/url';
import { useIpoNavigation } from './use-ipo-navigation';

/**
 * Opens an issue's detail or its apply form, the issue sealed in the query string (spec section 2: query
 * strings are encrypted in the URL), so a bookmark or reload finds it again.
 */
export function useOpenIpo() {
  const navigate = useEncryptedNavigate();
  const { pathOf } = useIpoNavigation();
  const details = useCallback(
    (ipoID: string) => void navigate(pathOf('info', 'detail'), { ipo: ipoID }),
    [navigate, pathOf],
  );
  const apply = useCallback(
    (ipoID: string) => void navigate(pathOf('apply', 'form_submission'), { ipo: ipoID }),
    [navigate, pathOf],
  );
  const greyMarket = useCallback(
    (ipoID: string) => void navigate(pathOf('trade'), { ipo: ipoID }),
    [navigate, pathOf],
  );
  return { details, apply, greyMarket };
}
