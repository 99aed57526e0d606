import type { ReactNode } from 'react';
import { Button, Center, Modal, Stack, Text } from '@mantine/core';
import { ErrorIllustration } from '../illustrations';
import { persistentModalProps } from './persistent-modal';

export interface ErrorDialogProps {
  opened: boolean;
  title: string;
  /** At most three lines are shown; an error needs no more. */
  lines: readonly string[];
  image?: ReactNode;
  /** Label of the closing button; without it the dialog stays until the app closes it. */
  closeLabel?: string;
  onClose?: () => void;
}

const noop = () => undefined;

export function ErrorDialog({ opened, title, lines, image, closeLabel, onClose = noop }: ErrorDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered {...persistentModalProps}>
      <Stack align="center" gap="sm">
        <Center>{image ?? <ErrorIllustration />}</Center>
        {lines.slice(0, 3).map((line, index) => (
          <Text key={index} ta="center">
            {line}
          </Text>
        ))}
        {closeLabel && (
          <Button fullWidth mt="sm" onClick={onClose}>
            {closeLabel}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
