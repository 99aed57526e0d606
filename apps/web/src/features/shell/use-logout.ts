import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../shared/session';
import { paths } from '../../shared/url';

/** Ends the session on this device and returns to the broker's login. */
export function useLogout(displayCode: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.clear();
    void navigate(paths.login(displayCode), { replace: true });
  }, [displayCode, navigate]);
}
