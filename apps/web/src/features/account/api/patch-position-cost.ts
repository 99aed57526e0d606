import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchPositionCost, type AccountOverview, type Position } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { accountOverviewKey } from './get-account-overview';

export interface PositionCostChange {
  market: Position['market'];
  stockCode: string;
  /** The client's own average cost; null restores the ledger's. */
  averageCost: string | null;
}

export function savePositionCost(accountNumber: string, change: PositionCostChange): Promise<Position> {
  return apiClient.request(patchPositionCost, {
    params: { accountNumber, market: change.market, stockCode: change.stockCode },
    body: { averageCost: change.averageCost },
  });
}

/** P/L cost edit: the position comes back with its P/L on the new cost, and replaces the old one in place. */
export function useSavePositionCost(accountNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PositionCostChange) => savePositionCost(accountNumber, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<AccountOverview>(
        accountOverviewKey(accountNumber),
        (overview) =>
          overview && {
            ...overview,
            positions: overview.positions.map((position) =>
              position.market === updated.market && position.stockCode === updated.stockCode
                ? updated
                : position,
            ),
          },
      );
      // The totals (unrealised P/L) are the server's sum: ask for them again.
      void queryClient.invalidateQueries({ queryKey: accountOverviewKey(accountNumber) });
    },
  });
}
