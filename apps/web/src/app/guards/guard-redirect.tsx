import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore, storeDisplayCode } from '../../shared/session';
import { PageLoader } from '../../shared/ui/page-loader';

interface GuardRedirectProps {
  to: string;
  storeCode?: string;
  clearSession?: boolean;
}

/** Carries out a redirect decision: remember the broker, drop the session if asked, then go. */
export function GuardRedirect({ to, storeCode, clearSession = false }: GuardRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (storeCode) storeDisplayCode(storeCode);
    if (clearSession) sessionStore.clear();
    void navigate(to, { replace: true });
  }, [to, storeCode, clearSession, navigate]);
  return <PageLoader />;
}
