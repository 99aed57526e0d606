import { useQuery } from '@tanstack/react-query';
import { getUserProfile, type UserProfile } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';

export function fetchUserProfile(userID: string, signal?: AbortSignal): Promise<UserProfile> {
  return apiClient.request(getUserProfile, { params: { userID }, signal });
}

/** The client's name for the welcome; it does not change within a session. */
export const userProfileQuery = (userID: string) => ({
  queryKey: ['users', userID, 'profile'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchUserProfile(userID, signal),
  staleTime: Infinity,
});

export function useUserProfile() {
  const userID = useSessionUserID() ?? '';
  return useQuery({ ...userProfileQuery(userID), enabled: userID !== '' });
}
