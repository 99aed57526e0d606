import type { CallDefinition } from '@lantau/contract';

/** What sending a call needs: where it goes. Its schemas only matter once the answer is in. */
export type CallAddress = Pick<CallDefinition, 'service' | 'method' | 'path'>;

/**
 * A call the client can send before its definition is loaded. The contract's definitions hold their zod schemas,
 * and zod with them weighed about a sixth of the login page's first download: the calls of the public pages
 * (broker list, configuration, texts, login, error reports) are sent by address, and their definition (with
 * zod) is fetched beside the request, in time to check the answer.
 */
export interface LazyCall<C extends CallDefinition> extends CallAddress {
  /** The contract's definition of the call, loaded once. */
  load(): Promise<C>;
}

export function isLazyCall<C extends CallDefinition>(call: C | LazyCall<C>): call is LazyCall<C> {
  return 'load' in call;
}

const declared: LazyCall<CallDefinition>[] = [];

/** Every lazy call declared so far: a test checks each address against the contract. */
export const declaredLazyCalls = (): readonly LazyCall<CallDefinition>[] => declared;

/**
 * Declares a call by its address and the contract's definition to load, as
 * `() => import('@lantau/contract').then((contract) => contract.getSystemBrokers)`: the bundler keeps only the
 * definitions named so, in a chunk of their own. The address is written twice, so the client checks the loaded
 * definition against it (a mismatch fails the call as INVALID_DATA), and so does a unit test, for every one.
 */
export function lazyCall<C extends CallDefinition>(
  address: CallAddress,
  load: () => Promise<C>,
): LazyCall<C> {
  let loaded: Promise<C> | undefined;
  const call: LazyCall<C> = {
    ...address,
    load() {
      const loading = (loaded ??= load());
      // A chunk that failed to arrive may arrive on the next call.
      loading.catch(() => {
        if (loaded === loading) loaded = undefined;
      });
      return loading;
    },
  };
  declared.push(call as unknown as LazyCall<CallDefinition>);
  return call;
}
