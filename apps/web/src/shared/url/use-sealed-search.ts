import { useEffect, useState } from 'react';
import { secureStorage } from '../storage';
import { encryptQuery, type QueryParams } from './encrypted-query';

/**
 * The sealed query string for params, for a real link (href) to a page that reads them. Undefined for the
 * moment it takes to encrypt, or when the storage key is not there (the caller then navigates on click).
 */
export function useSealedSearch(params: QueryParams): string | undefined {
  const key = secureStorage.cryptoKey();
  const text = JSON.stringify(params);
  const [sealed, setSealed] = useState<{ text: string; search: string } | undefined>();

  useEffect(() => {
    if (!key) return;
    let current = true;
    void encryptQuery(JSON.parse(text) as QueryParams, key).then((search) => {
      if (current) setSealed({ text, search });
    });
    return () => {
      current = false;
    };
  }, [key, text]);

  return sealed?.text === text ? sealed.search : undefined;
}
