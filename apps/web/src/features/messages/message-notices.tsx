import { useEffect, useRef } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { limits } from '@lantau/contract';
import { currentLanguage, toApiLanguage } from '../../shared/i18n';
import {
  readNotificationSettings,
  useNotificationSwitch,
} from '../../shared/notifications/notification-settings';
import { sessionStore } from '../../shared/session';
import { registerSessionSocket } from '../../shared/socket';
import { paths, useEncryptedNavigate } from '../../shared/url';
import { messagesRoot } from './api/get-messages';
import { createMessageSocket, subscribedTypes, type PushedMessage } from './message-socket';

/** The message center's path; `messageID` in its sealed query opens that message. */
export const messageCenterPath = (displayCode: string) => `${paths.main(displayCode)}/message_center`;

/**
 * The message socket of a signed-in session (mounted by the shell): subscribes per the notification switches
 * (again when they or the language change), and shows each push as an in-app notice for 5 s (at most 3 at once,
 * the notices container's limit) linking to the message, and as a browser notification when the 'browser'
 * switch is on and the browser allows it. Logging out closes it with the session's other sockets.
 */
export function MessageNotices({ displayCode }: { displayCode: string }) {
  const { t, i18n } = useTranslation('messages');
  const queryClient = useQueryClient();
  const navigate = useEncryptedNavigate();
  const [system] = useNotificationSwitch('system');
  const [trade] = useNotificationSwitch('trade');
  const [market] = useNotificationSwitch('market');

  // The socket lives as long as the component; what a push does reads the latest texts and routes.
  const onPush = useRef<(message: PushedMessage) => void>(() => undefined);
  useEffect(() => {
    onPush.current = (message) => {
      void queryClient.invalidateQueries({ queryKey: messagesRoot });
      const open = () => {
        notifications.hide(message.messageID);
        void navigate(messageCenterPath(displayCode), { messageID: message.messageID });
      };
      notifications.show({
        id: message.messageID,
        title: message.title,
        autoClose: limits.inAppNotificationMs,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': t('notice.close') },
        message: (
          <Stack gap={4}>
            <Text size="sm" lineClamp={2}>
              {message.content}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={open} ta="left">
              {t('notice.open')}
            </Anchor>
          </Stack>
        ),
      });
      if (
        readNotificationSettings().browser &&
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted'
      ) {
        const browserNotice = new Notification(message.title, {
          body: message.content,
          tag: message.messageID,
        });
        browserNotice.onclick = () => {
          window.focus();
          open();
        };
      }
    };
  });

  const socket = useRef<ReturnType<typeof createMessageSocket>>(undefined);
  useEffect(() => {
    const client = createMessageSocket({
      credentials: () => sessionStore.get() ?? undefined,
      subscription: () => ({
        types: subscribedTypes(readNotificationSettings()),
        language: toApiLanguage(currentLanguage()),
      }),
      onMessage: (message) => onPush.current(message),
    });
    socket.current = client;
    const unregister = registerSessionSocket(client);
    client.connect();
    return () => {
      unregister();
      client.close();
      socket.current = undefined;
    };
  }, []);
  useEffect(() => socket.current?.resubscribe(), [system, trade, market, i18n.language]);
  return null;
}
