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
    // Forget the return path only once we have arrived: clearing it earlier re-runs the guard on the page we
    // are leaving, which would then redirect to the shell's start instead.
    void Promise.resolve(navigate(to, { replace: true })).then(() => {
      if (consumeReturnPath) clearReturnPath();
    });
  }, [to, storeCode, clearSession, consumeReturnPath, navigate]);
  return <PageLoader />;
}
