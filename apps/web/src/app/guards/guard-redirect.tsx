import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearReturnPath, sessionStore, storeDisplayCode } from '../../shared/session';
import { PageLoader } from '../../shared/ui/page-loader';

interface GuardRedirectProps {
  to: string;
  storeCode?: string;
  clearSession?: boolean;
  /** The return path is used once: the next login starts from the top again. */
  consumeReturnPath?: boolean;
}

/** Carries out a redirect decision: remember the broker, drop the session if asked, then go. */
export function GuardRedirect({
  to,
  storeCode,
  clearSession = false,
  consumeReturnPath = false,
}: GuardRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (storeCode) storeDisplayCode(storeCode);
    if (clearSession) sessionStore.clear();
    void navigate(to, { replace: true });
    if (consumeReturnPath) clearReturnPath();
  }, [to, storeCode, clearSession, consumeReturnPath, navigate]);
  return <PageLoader />;
}
