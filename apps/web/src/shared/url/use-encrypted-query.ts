import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { secureStorage } from '../storage';
import { decryptQuery, encryptQuery, type QueryParams } from './encrypted-query';

export type EncryptedQueryState =
  { status: 'loading' } | { status: 'ready'; params: QueryParams } | { status: 'invalid' };

function requireKey(): CryptoKey {
  const key = secureStorage.cryptoKey();
  if (!key) throw new Error('Secure storage is not open yet');
  return key;
}

/** The current page's sealed query params; 'invalid' when the URL was altered or comes from another browser. */
export function useEncryptedQuery(): EncryptedQueryState {
  const { search } = useLocation();
  // Without a sealed value there is nothing to decrypt: no key needed, and no loading state to flash.
  const sealed = new URLSearchParams(search).has('q');
  const [state, setState] = useState<{ search: string; result: EncryptedQueryState }>({
    search: '',
    result: { status: 'loading' },
  });

  useEffect(() => {
    if (!sealed) return;
    let current = true;
    void decryptQuery(search, requireKey()).then((params) => {
      if (!current) return;
      setState({ search, result: params ? { status: 'ready', params } : { status: 'invalid' } });
    });
    return () => {
      current = false;
    };
  }, [search, sealed]);

  if (!sealed) return { status: 'ready', params: {} };
  return state.search === search ? state.result : { status: 'loading' };
}

/** Navigates to a path with its params sealed into the query string. */
export function useEncryptedNavigate(): (
  pathname: string,
  params: QueryParams,
  options?: NavigateOptions,
) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (pathname, params, options) => {
      await navigate({ pathname, search: await encryptQuery(params, requireKey()) }, options);
    },
    [navigate],
  );
}
