import { useQuery } from '@tanstack/react-query';
import { getAnnouncements } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

/** The broker's latest published notices and announcements (staff publish them in the back office). */
export const latestAnnouncementsQuery = {
  queryKey: ['announcements', 'latest'],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiClient.request(getAnnouncements, { query: { limit: 5 }, signal }),
  staleTime: 60_000,
};

export function useLatestAnnouncements() {
  return useQuery(latestAnnouncementsQuery);
}
