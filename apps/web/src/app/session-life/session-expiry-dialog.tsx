import { Alert, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountdownAnnouncer, persistentModalProps } from '../../shared/ui/dialogs';
import { TimeoutIllustration } from '../../shared/ui/illustrations';

interface SessionExpiryDialogProps {
  opened: boolean;
  secondsLeft: number;
  /** Seconds left when the warning opened, for the announcements. */
  leadSeconds: number;
  extending: boolean;
  extendFailed: boolean;
  onExtend: () => void;
  onLogout: () => void;
}

/** Warns before the session times out: extend it (new tokens), or log out now. */
export function SessionExpiryDialog({
  opened,
  secondsLeft,
  leadSeconds,
  extending,
  extendFailed,
  onExtend,
  onLogout,
}: SessionExpiryDialogProps) {
  const { t } = useTranslation();
  const sentence = t('session.expiringCountdown', { count: secondsLeft });
  return (
    <Modal
      opened={opened}
      onClose={onExtend}
      title={t('session.expiringTitle')}
      centered
      {...persistentModalProps}
    >
      <Stack align="center" gap="sm">
        <Center>
          <TimeoutIllustration />
        </Center>
        <Text ta="center" fw={600} role="timer">
          {sentence}
        </Text>
        <CountdownAnnouncer text={sentence} seconds={secondsLeft} initial={leadSeconds} />
        <Text ta="center" c="dimmed" size="sm">
          {t('session.expiringHint')}
        </Text>
        {extendFailed && (
          <Alert color="red" w="100%">
            {t('session.extendFailed')}
          </Alert>
        )}
        <Group grow w="100%" mt="sm">
          <Button variant="default" onClick={onLogout} disabled={extending}>
            {t('session.logoutNow')}
          </Button>
          <Button onClick={onExtend} loading={extending} data-autofocus>
            {t('session.extend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
