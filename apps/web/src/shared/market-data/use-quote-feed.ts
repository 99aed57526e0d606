import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountQuotePlan, QuotePlan } from '@lantau/contract';
import { isApiError } from '../api';
import { useSessionUserID } from '../session';
import { fetchSnapshotDetails, useSnapshotDetails, type SnapshotDetails } from './api/get-snapshot-details';
import { quotePlansKey } from './api/get-quote-plans';
import { useMarketStream } from './market-stream';
import { useStreamSubscription } from './use-quote';
import type { Instrument } from './instrument-key';

/** Delayed data is 15 minutes old anyway; asking every 15 s keeps it as fresh as it can be. */
export const DELAYED_POLL_MS = 15_000;

export interface QuoteFeed {
  /** CLICK: clicks left after the last snapshot (or from the plan before any). */
  clicksRemaining: number | null;
  /** CLICK: spends a click for a fresh snapshot. */
  refresh: () => void;
  refreshing: boolean;
  /** CLICK: the quota is used up (E3002); the user is offered an upgrade. */
  quotaExhausted: boolean;
  dismissQuota: () => void;
  error: unknown;
}

/**
 * Brings one instrument's quote into the store the way the plan allows: LEVEL2 streams (seeded by one
 * snapshot), DELAYED and LEVEL1 poll (the web gets delayed data on LEVEL1), CLICK asks only when the user
 * presses Refresh, because each snapshot spends a click.
 */
export function useQuoteFeed(instrument: Instrument, plan: AccountQuotePlan): QuoteFeed {
  const polled = usePlanFeed(instrument, plan.plan);
  const click = useClickSnapshot(instrument, plan);
  return {
    ...click,
    error: plan.plan === 'CLICK' ? click.error : polled.error,
  };
}

/**
 * The part of the feed that needs no user action: LEVEL2 streams (seeded by one snapshot), the delayed plans
 * poll, CLICK does nothing (each snapshot would spend a click). Lists of instruments (positions, the order
 * ticket's quote) use this alone.
 */
export function usePlanFeed(instrument: Instrument | undefined, plan: QuotePlan) {
  const { store } = useMarketStream();
  const streaming = plan === 'LEVEL2';
  const polled = useSnapshotDetails(instrument, {
    enabled: plan !== 'CLICK',
    pollMs: streaming ? undefined : DELAYED_POLL_MS,
  });
  useStreamSubscription(instrument, streaming);

  useEffect(() => {
    if (polled.data) store.setSnapshot(polled.data);
  }, [polled.data, store]);
  return polled;
}

function useClickSnapshot(instrument: Instrument, plan: AccountQuotePlan) {
  const { store } = useMarketStream();
  const userID = useSessionUserID() ?? '';
  const queryClient = useQueryClient();
  const [quotaExhausted, setQuotaExhausted] = useState(false);

  // The plans query is where the count lives, so the badge here and the plan card agree.
  const noteClicks = useCallback(
    (left: number | null) => {
      queryClient.setQueryData<AccountQuotePlan[]>(quotePlansKey(userID), (plans) =>
        plans?.map((entry) => (entry.market === plan.market ? { ...entry, clicksRemaining: left } : entry)),
      );
    },
    [plan.market, queryClient, userID],
  );

  const snapshot = useMutation({
    mutationFn: () => fetchSnapshotDetails(instrument),
    onSuccess: (data: SnapshotDetails) => {
      store.setSnapshot(data);
      noteClicks(data.clicksRemaining);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'E3002') {
        setQuotaExhausted(true);
        noteClicks(0);
      }
    },
  });

  const { mutate } = snapshot;
  return {
    clicksRemaining: plan.clicksRemaining,
    refresh: useCallback(() => mutate(), [mutate]),
    refreshing: snapshot.isPending,
    quotaExhausted,
    dismissQuota: useCallback(() => setQuotaExhausted(false), []),
    error:
      snapshot.error && !(isApiError(snapshot.error) && snapshot.error.code === 'E3002')
        ? snapshot.error
        : null,
  };
}
