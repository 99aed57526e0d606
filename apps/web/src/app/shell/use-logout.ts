import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/url';
import { logOut } from '../../features/auth';

/** Ends the session on the server and on this device, then returns to the broker's login. */
export function useLogout(displayCode: string): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void logOut(queryClient).then(() => navigate(paths.login(displayCode), { replace: true }));
  }, [displayCode, navigate, queryClient]);
}
