import { useQuery } from '@tanstack/react-query';
import { getAnnouncements } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

/** The broker's latest published notices and announcements (staff publish them in the back office). */
export function useLatestAnnouncements() {
  return useQuery({
    queryKey: ['announcements', 'latest'],
    queryFn: ({ signal }) => apiClient.request(getAnnouncements, { query: { limit: 5 }, signal }),
    staleTime: 60_000,
  });
}
