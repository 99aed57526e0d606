import type { ReactNode } from 'react';
import { Button, Group, type MantineColor } from '@mantine/core';
import { MutationError } from './mutation-error';

interface ActionButtonsProps {
  /** Why the last attempt failed, shown above the buttons. */
  error?: unknown;
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  /** The confirm button spins while the request is under way. */
  pending: boolean;
  /** Without it the confirm button submits its form. */
  onConfirm?: () => void;
  color?: MantineColor;
  justify?: 'flex-start' | 'flex-end';
  /** A further action at the other end of the row (a dialog's 'restore'). */
  start?: ReactNode;
}

/**
 * The end of a form or confirmation: the failure of the last attempt, then cancel (or back) beside the
 * confirm button.
 */
export function ActionButtons({
  error,
  cancelLabel,
  onCancel,
  confirmLabel,
  pending,
  onConfirm,
  color,
  justify = 'flex-start',
  start,
}: ActionButtonsProps) {
  const buttons = (
    <Group gap="sm" justify={justify}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} loading={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
  return (
    <>
      <MutationError error={error} />
      {start === undefined ? (
        buttons
      ) : (
        <Group justify="space-between">
          {start}
          {buttons}
        </Group>
      )}
    </>
  );
}
