import { formatHongKongTime } from '@lantau/domain';
import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notificationMessageTypes, type ClientMessage } from '@lantau/contract';
import { PageNavigation } from '../../../shared/ui/page-navigation';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useCurrentBroker } from '../../../shared/broker';
import { messageCenterPath } from '../../messages';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MutationError } from '../../../shared/ui/mutation-error';
import { MessageCard } from '../../../shared/ui/message-card';
import { useMarkNotificationsRead, useNotifications } from './notification-api';

const PAGE_SIZE = 10;
type TypeFilter = '' | (typeof notificationMessageTypes)[number];
type ReadFilter = '' | 'READ' | 'UNREAD';

/** main/account/notification: the client's trade and fund notices, newest first, unread ones marked. */
export function NotificationPage() {
  const { t } = useTranslation('statements');
  const { t: tm } = useTranslation('messages');
  const broker = useCurrentBroker();
  useDocumentTitle(t('notifications.title'));
  const [type, setType] = useState<TypeFilter>('');
  const [read, setRead] = useState<ReadFilter>('');
  const [page, setPage] = useState(1);
  const notices = useNotifications({
    messageType: type || notificationMessageTypes.join(','),
    ...(read ? { readStatus: read } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const mark = useMarkNotificationsRead();
  const pages = Math.max(1, Math.ceil((notices.data?.total ?? 0) / PAGE_SIZE));
  const unreadHere = notices.data?.messages.filter((message) => !message.read) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('notifications.title')}</Title>
      {/* This page keeps to trade and fund notices; the message center has every message and can delete. */}
      <Anchor component={Link} to={messageCenterPath(broker.displayCode)}>
        {tm('notificationsLink')}
      </Anchor>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('notifications.type')}
          value={type}
          onChange={(event) => {
            setType(event.currentTarget.value as TypeFilter);
            setPage(1);
          }}
          data={[
            { value: '', label: t('notifications.allTypes') },
            ...notificationMessageTypes.map((value) => ({ value, label: t(`notifications.types.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('notifications.status')}
          value={read}
          onChange={(event) => {
            setRead(event.currentTarget.value as ReadFilter);
            setPage(1);
          }}
          data={[
            { value: '', label: t('notifications.allStatuses') },
            { value: 'UNREAD', label: t('notifications.unread') },
            { value: 'READ', label: t('notifications.read') },
          ]}
        />
        <Button
          variant="default"
          disabled={unreadHere.length === 0}
          loading={mark.isPending}
          onClick={() => mark.mutate(unreadHere.map((message) => message.messageID))}
        >
          {t('notifications.markPageRead')}
        </Button>
      </Group>
      {notices.data && (
        <Text size="sm" role="status">
          {t('notifications.unreadCount', { count: notices.data.unread })}
        </Text>
      )}
      <MutationError error={mark.error} />
      {notices.isError && !notices.data ? (
        <RetryAlert title={t('notifications.loadFailed')} onRetry={() => void notices.refetch()} />
      ) : notices.data?.messages.length === 0 ? (
        <Text>{t('notifications.empty')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('notifications.list')}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {notices.data?.messages.map((message) => (
            <Notice
              key={message.messageID}
              message={message}
              marking={mark.isPending}
              onRead={() => mark.mutate([message.messageID])}
            />
          ))}
        </Stack>
      )}
      {notices.data && pages > 1 && (
        <PageNavigation total={pages} value={page} onChange={setPage} label={t('notifications.pagination')} />
      )}
    </Stack>
  );
}

function Notice({
  message,
  marking,
  onRead,
}: {
  message: ClientMessage;
  marking: boolean;
  onRead: () => void;
}) {
  const { t, i18n } = useTranslation('statements');
  const time = formatHongKongTime(message.time, i18n.language);
  return (
    <MessageCard
      message={message}
      unreadLabel={t('notifications.unread')}
      typeLabel={t(`notifications.types.${message.type}`, { defaultValue: message.type })}
      time={time}
      actions={
        !message.read && (
          <Button
            size="xs"
            variant="subtle"
            disabled={marking}
            onClick={onRead}
            aria-label={t('notifications.markReadNamed', { title: message.title })}
          >
            {t('notifications.markRead')}
          </Button>
        )
      }
    />
  );
}
