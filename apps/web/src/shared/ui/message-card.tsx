import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

interface MessageCardProps {
  message: { title: string; content: string; time: string; read: boolean };
  /** The badge of an unread message. */
  unreadLabel: string;
  /** The message's type, in words. */
  typeLabel: string;
  /** The message's time as the user reads it. */
  time: string;
  /** Whether a long message shows only its first two lines (the full text is a click away). */
  clamp?: boolean;
  /** The message's buttons, at the right. */
  actions: ReactNode;
}

/**
 * A client message in a list (notifications, the message center): an item named by its title, unread ones
 * marked by a badge and bold, with its type, text and time, and its buttons beside them.
 */
export function MessageCard({ message, unreadLabel, typeLabel, time, clamp, actions }: MessageCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      aria-label={message.title}
      data-unread={!message.read || undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            {!message.read && (
              <Badge color="blue" variant="filled" size="sm">
                {unreadLabel}
              </Badge>
            )}
            <Badge variant="light" size="sm">
              {typeLabel}
            </Badge>
            <Text fw={message.read ? 500 : 700} component="h2" size="md">
              {message.title}
            </Text>
          </Group>
          <Text size="sm" lineClamp={clamp ? 2 : undefined}>
            {message.content}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.time}>
            {time}
          </Text>
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}
