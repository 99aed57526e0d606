import { Center, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { limits } from '@lantau/contract';
import { ClosableDialog } from './closable-dialog';

export interface QrCodeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What the code encodes (a download link, a registration URL). */
  value: string;
  title?: string;
  description?: string;
  /** Side in pixels; 200 on small screens and 280 otherwise unless given. */
  size?: number;
}

export function QrCodeDialog({ opened, onClose, value, title, description, size }: QrCodeDialogProps) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const side = size ?? (small ? limits.qrCodeSize.small : limits.qrCodeSize.regular);
  const heading = title ?? t('qr.title');
  return (
    <ClosableDialog opened={opened} onClose={onClose} title={heading}>
      <Stack align="center">
        {/* A white quiet zone keeps the code scannable in dark mode too. */}
        <Center p="sm" bg="white" style={{ borderRadius: 8 }}>
          <QRCodeSVG value={value} size={side} role="img" aria-label={heading} data-size={side} />
        </Center>
        {description && <Text ta="center">{description}</Text>}
      </Stack>
    </ClosableDialog>
  );
}
