import { useQuery } from '@tanstack/react-query';
import { getStaffIpo } from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { staffQueryKey } from '../queue/use-staff-action';

/** One issue as the desk sees it; under the back office's key, so every step refreshes it. */
export function useStaffIpo(ipoID: string) {
  return useQuery({
    queryKey: [...staffQueryKey, 'ipos', ipoID],
    queryFn: () => staffApiClient.request(getStaffIpo, { params: { ipoID } }),
  });
}
