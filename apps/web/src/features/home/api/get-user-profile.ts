import { useQuery } from '@tanstack/react-query';
import { getUserProfile, type UserProfile } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';

export function fetchUserProfile(userID: string, signal?: AbortSignal): Promise<UserProfile> {
  return apiClient.request(getUserProfile, { params: { userID }, signal });
}

/** The client's name for the welcome; it does not change within a session. */
export function useUserProfile() {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: ['users', userID, 'profile'],
    queryFn: ({ signal }) => fetchUserProfile(userID, signal),
    enabled: userID !== '',
    staleTime: Infinity,
  });
}
