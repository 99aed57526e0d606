import { useQuery } from '@tanstack/react-query';
import { getUserProfile, type UserProfile } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { sessionStore, useSessionUserID } from '../../../shared/session';

export function fetchUserProfile(userID: string, signal?: AbortSignal): Promise<UserProfile> {
  return apiClient.request(getUserProfile, { params: { userID }, signal });
}

/**
 * Keeps the names in the stored session, for the next load's greeting. Only the same user's session, and only a
 * change: every write renders what reads the whole session again.
 */
function rememberNames(userID: string, { nameEn, nameZh }: UserProfile): void {
  const session = sessionStore.get();
  if (session?.userID !== userID) return;
  if (session.nameEn === nameEn && session.nameZh === nameZh) return;
  sessionStore.update({ nameEn, nameZh });
}

/** The names the stored session kept from the last profile, as a profile to show until the call answers. */
function rememberedProfile(userID: string): UserProfile | undefined {
  const session = sessionStore.get();
  if (session?.userID !== userID || session.nameEn === undefined || session.nameZh === undefined)
    return undefined;
  return { userID, nameEn: session.nameEn, nameZh: session.nameZh };
}

/** The client's name for the welcome; it does not change within a session. */
export const userProfileQuery = (userID: string) => ({
  queryKey: ['users', userID, 'profile'],
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const profile = await fetchUserProfile(userID, signal);
    rememberNames(userID, profile);
    return profile;
  },
  staleTime: Infinity,
});

/**
 * The profile, or until its call answers the names it gave last time (a page load asks again: the broker may
 * have corrected a name since). Home's greeting is its largest text, what a phone user waits for: drawn from
 * storage, it does not wait for a round trip.
 */
export function useUserProfile() {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    ...userProfileQuery(userID),
    enabled: userID !== '',
    placeholderData: () => rememberedProfile(userID),
  });
}
