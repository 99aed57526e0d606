import { lazy, memo, useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { configValue, useBrokerConfigurations } from '../../shared/broker';
import { logOut, refreshSession, setOtpPrefix } from '../../features/auth';
import { applyFundUpdate, refreshFundRequests } from '../../features/fund';
import { applyIpoUpdate, refreshIpoApplications } from '../../features/ipo';
import { refreshDividends } from '../../features/dividends';
import { sessionStore, useSession } from '../../shared/session';
import {
  networkStatus,
  publishOrderUpdate,
  publishOrderUpdatesLost,
  registerSessionSocket,
  watchNetworkSocket,
} from '../../shared/socket';
import { LoadWhenNeeded } from '../../shared/ui/load-when-needed';
import { loadUntilDone } from '../../shared/loading/load-until-done';
import { forceSessionExit } from './forced-exit';
import { createSessionSocket, sessionFrameHandler } from './session-socket';
import { sessionClock, useSessionPhase, warningLeadSeconds } from './session-timer';
import { useUnstableNetwork } from './use-unstable-network';

const timeoutKeys = ['WebSessionTimeoutSeconds'] as const;

// The session's dialogs open only on an event (the warning before the timeout, a lost connection): their code
// (Mantine's Modal with its focus trap and scroll lock) is fetched when one opens, not with the first screen.
// A fetch that fails (the connection that was lost) is tried again until it succeeds: the dialog then shows.
const SessionExpiryDialog = lazy(async () => ({
  default: (await loadUntilDone(() => import('./session-expiry-dialog'))).SessionExpiryDialog,
}));
const UnstableNetworkDialog = lazy(async () => ({
  default: (await loadUntilDone(() => import('../../shared/ui/dialogs/unstable-network-dialog')))
    .UnstableNetworkDialog,
}));

/**
 * Everything that keeps a logged-in session alive and watched (spec section 4): the expiry timer with its
 * warning, the session socket, and the unstable-network dialog. Mounted while there is a session.
 */
export function SessionLife({ brokerCode }: { brokerCode: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const configurations = useBrokerConfigurations(brokerCode, timeoutKeys);
  const [startedAt] = useState(Date.now);
  const clock = session
    ? sessionClock(session, configValue(configurations.data, 'WebSessionTimeoutSeconds'), startedAt)
    : undefined;
  const { phase, secondsLeft } = useSessionPhase(clock);
  const ending = session?.isSessionTimeoutTakeAction ?? false;
  const extend = useMutation({ mutationFn: refreshSession });
  const { mutate } = extend;
  const onExtend = useCallback(() => mutate(), [mutate]);
  const onLogout = useCallback(() => void logOut(queryClient), [queryClient]);

  useEffect(() => {
    if (phase === 'expired') forceSessionExit('timeout');
  }, [phase]);

  if (!session) return null;
  return (
    <>
      <MemoExpiryDialog
        opened={phase === 'warning' && !ending}
        secondsLeft={secondsLeft}
        leadSeconds={clock ? warningLeadSeconds(clock.timeoutSec) : 60}
        extending={extend.isPending}
        extendFailed={extend.isError}
        onExtend={onExtend}
        onLogout={onLogout}
      />
      {/* A new refresh token means new credentials: the socket is rebuilt with them. */}
      <SessionSocketLink key={session.refreshToken ?? session.token} ending={ending} />
    </>
  );
}

// This re-renders with every API answer (each renews the session's remaining time, which the clock reads); the
// dialog, closed nearly always, and the socket's link re-render only when their own props change.
const MemoExpiryDialog = memo(function ExpiryDialogWhenOpen(
  props: ComponentProps<typeof SessionExpiryDialog>,
) {
  return (
    <LoadWhenNeeded needed={props.opened}>
      <SessionExpiryDialog {...props} />
    </LoadWhenNeeded>
  );
});

const SessionSocketLink = memo(function SessionSocketLink({ ending }: { ending: boolean }) {
  const queryClient = useQueryClient();
  const [client] = useState(() =>
    createSessionSocket({
      credentials: () => sessionStore.get() ?? undefined,
      onFrame: sessionFrameHandler(
        {
          endSession: (kind) => forceSessionExit(kind),
          setOtpPrefix,
          setRemainingSeconds: (seconds) => sessionStore.applyTokens({ sessionRemainSec: seconds }),
          updateOrder: publishOrderUpdate,
          updateFund: (update) => applyFundUpdate(queryClient, update),
          refreshDividends: () => refreshDividends(queryClient),
          updateIpoApplication: (update) => applyIpoUpdate(queryClient, update),
        },
        () => {
          publishOrderUpdatesLost();
          refreshFundRequests(queryClient);
          refreshDividends(queryClient);
          refreshIpoApplications(queryClient);
        },
      ),
    }),
  );
  useEffect(() => {
    const unregister = registerSessionSocket(client);
    const unwatch = watchNetworkSocket(client);
    client.connect();
    return () => {
      unwatch();
      unregister();
      client.close();
    };
  }, [client]);
  // The quote stream takes part too (it registers itself): one dialog whichever connection was lost.
  const network = useUnstableNetwork(networkStatus);
  const opened = network.shown && !ending;
  return (
    <LoadWhenNeeded needed={opened}>
      <UnstableNetworkDialog opened={opened} onConfirm={network.dismiss} />
    </LoadWhenNeeded>
  );
});
