import { Button, Center, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NetworkIllustration } from '../illustrations';
import { persistentModalProps } from './persistent-modal';

export interface UnstableNetworkDialogProps {
  opened: boolean;
  onConfirm: () => void;
}

/** Shown while the quote connection is lost; the app hides it again once it reconnects. */
export function UnstableNetworkDialog({ opened, onConfirm }: UnstableNetworkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onConfirm} title={t('network.title')} centered {...persistentModalProps}>
      <Stack align="center" gap="sm">
        <Center>
          <NetworkIllustration />
        </Center>
        <Text ta="center">{t('network.message')}</Text>
        <Button fullWidth mt="sm" onClick={onConfirm}>
          {t('dialog.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}
