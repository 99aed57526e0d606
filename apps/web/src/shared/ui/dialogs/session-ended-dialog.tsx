import { Button, Center, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@lantau/contract';
import { KickOffIllustration, TimeoutIllustration } from '../illustrations';
import { clearLogoutReason, storeLogoutReason } from '../../session';
import { persistentModalProps } from './persistent-modal';
import { useCountdown } from './use-countdown';
import { CountdownAnnouncer } from './countdown-announcer';

export interface SessionEndedDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** Which picture: another device logged in, or the session timed out. */
  kind: 'kickOff' | 'timeout';
  /** Counts down from 60 and sends the user back to login on its own at zero. */
  countdown?: boolean;
  /** Stored at zero so the login page can say why; 'timeout' unless given. */
  logoutReason?: string;
  /** True once the user has been sent away: at zero, or on Confirm. */
  onResult: (result: boolean) => void;
}

export function SessionEndedDialog({
  opened,
  title,
  message,
  kind,
  countdown = false,
  logoutReason = 'timeout',
  onResult,
}: SessionEndedDialogProps) {
  const { t } = useTranslation();
  const counting = opened && countdown;
  const secondsRemaining = useCountdown(counting, limits.sessionEndedCountdownSeconds, () => {
    storeLogoutReason(logoutReason);
    onResult(true);
  });

  const confirm = () => {
    // The user saw the dialog themselves, so the login page need not explain it again.
    if (counting) clearLogoutReason();
    onResult(true);
  };

  return (
    <Modal opened={opened} onClose={confirm} title={title} centered {...persistentModalProps}>
      <Stack align="center" gap="sm">
        <Center>{kind === 'kickOff' ? <KickOffIllustration /> : <TimeoutIllustration />}</Center>
        <Text ta="center">{message}</Text>
        {counting && (
          <>
            <Text ta="center" c="dimmed" role="timer">
              {t('session.countdown', { secondsRemaining })}
            </Text>
            <CountdownAnnouncer
              text={t('session.countdown', { secondsRemaining })}
              seconds={secondsRemaining}
              initial={limits.sessionEndedCountdownSeconds}
            />
          </>
        )}
        <Button fullWidth mt="sm" onClick={confirm}>
          {t('dialog.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}
