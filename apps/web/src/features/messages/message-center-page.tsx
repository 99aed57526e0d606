import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { limits, messageCenterTypes, type ClientMessage } from '@lantau/contract';
import { formatHongKongTime } from '@lantau/domain';
import { isApiError } from '../../shared/api';
import { PageNavigation } from '../../shared/ui/page-navigation';
import { MessageCard } from '../../shared/ui/message-card';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useEncryptedQuery } from '../../shared/url';
import { useDeleteMessages } from './api/delete-messages';
import { useMessage } from './api/get-message';
import { useMessages, type MessagesQuery } from './api/get-messages';
import { useMarkMessagesRead } from './api/patch-message-reads';
import { ClosableDialog } from '../../shared/ui/dialogs';

const PAGE_SIZE = 10;

interface Filter {
  type: '' | (typeof messageCenterTypes)[number];
  read: '' | 'READ' | 'UNREAD';
  from: string;
  to: string;
  keyword: string;
  sort: 'desc' | 'asc';
}
const noFilter: Filter = { type: '', read: '', from: '', to: '', keyword: '', sort: 'desc' };

function queryOf(filter: Filter, page: number): MessagesQuery {
  return {
    // Without a type chosen, the six types of the message center (not the older names some rows may carry).
    messageType: filter.type || messageCenterTypes.join(','),
    ...(filter.read ? { readStatus: filter.read } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.keyword.trim() ? { keyword: filter.keyword.trim() } : {}),
    sort: filter.sort,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

/**
 * main/message_center (spec sections 2 and 7): the client's messages filtered by type, read status, date range
 * and keyword, paged; a message opens in a dialog (and is marked read), can be deleted after confirming, and
 * `messageID` in the sealed query (a notice's link) opens that message.
 */
export function MessageCenterPage() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('title'));
  const [draft, setDraft] = useState<Filter>(noFilter);
  const [filter, setFilter] = useState<Filter>(noFilter);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string>();
  const [deleting, setDeleting] = useState<ClientMessage>();
  const query = useMemo(() => queryOf(filter, page), [filter, page]);
  const messages = useMessages(query);
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const pages = Math.max(1, Math.ceil((messages.data?.total ?? 0) / PAGE_SIZE));
  const rangeInvalid = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  // A link to one message (a notice's "View message") opens it, also when the page is already showing.
  const sealed = useEncryptedQuery();
  const linked = sealed.status === 'ready' ? sealed.params.messageID : undefined;
  const [seenLink, setSeenLink] = useState<string>();
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) setOpened(linked);
  }

  // The last page can empty itself (a delete): step back to the page that now is last.
  if (messages.data && page > pages) setPage(pages);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Group
        component="form"
        align="flex-start"
        gap="md"
        wrap="wrap"
        aria-label={t('filters')}
        onSubmit={(event) => {
          event.preventDefault();
          if (rangeInvalid) return;
          setFilter(draft);
          setPage(1);
        }}
      >
        <NativeSelect
          label={t('type')}
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.currentTarget.value as Filter['type'] })}
          data={[
            { value: '', label: t('allTypes') },
            ...messageCenterTypes.map((value) => ({ value, label: t(`types.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('status')}
          value={draft.read}
          onChange={(event) => setDraft({ ...draft, read: event.currentTarget.value as Filter['read'] })}
          data={[
            { value: '', label: t('allStatuses') },
            { value: 'UNREAD', label: t('unread') },
            { value: 'READ', label: t('read') },
          ]}
        />
        <TextInput
          type="date"
          label={t('from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          error={rangeInvalid ? t('rangeInvalid') : undefined}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
        />
        <TextInput
          type="search"
          label={t('keyword')}
          placeholder={t('keywordPlaceholder')}
          maxLength={50}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('sort')}
          value={draft.sort}
          onChange={(event) => setDraft({ ...draft, sort: event.currentTarget.value as Filter['sort'] })}
          data={[
            { value: 'desc', label: t('newest') },
            { value: 'asc', label: t('oldest') },
          ]}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit">{t('search')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(noFilter);
              setFilter(noFilter);
              setPage(1);
            }}
          >
            {t('reset')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between">
        <Text size="sm" role="status">
          {messages.data ? t('unreadCount', { count: messages.data.unread }) : ''}
        </Text>
        <Button
          variant="default"
          disabled={!messages.data || messages.data.unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: showReadFailure(t) })}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      {messages.isError && !messages.data ? (
        <RetryAlert title={t('loadFailed')} onRetry={() => void messages.refetch()} />
      ) : messages.data?.messages.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label={t('list')} style={{ listStyle: 'none', padding: 0 }}>
          {messages.data?.messages.map((message) => (
            <MessageRow
              key={message.messageID}
              message={message}
              onOpen={() => setOpened(message.messageID)}
              onDelete={() => setDeleting(message)}
            />
          ))}
        </Stack>
      )}
      {messages.data && pages > 1 && (
        <PageNavigation total={pages} value={page} onChange={setPage} label={t('pagination')} />
      )}
      <MessageDialog
        messageID={opened}
        onClose={() => setOpened(undefined)}
        onDelete={(message) => {
          setOpened(undefined);
          setDeleting(message);
        }}
      />
      <ClosableDialog
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('deleteTitle')}
        closeLabel={t('close')}
      >
        <Stack>
          <Text>{t('deleteConfirm', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(undefined)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate([deleting.messageID], {
                  onSuccess: () => setDeleting(undefined),
                  onError: showReadFailure(t),
                })
              }
            >
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      </ClosableDialog>
    </Stack>
  );
}

/**
 * Spec section 8, message read failure: a centred notice for 3 s with the API code and the server's message,
 * or 'network or server busy' when there was no answer.
 */
function showReadFailure(t: TFunction<'messages'>) {
  return (error: unknown) => {
    const message =
      isApiError(error) && error.fromServer
        ? t('readFailedCode', { apiCode: error.apiCode, message: error.message })
        : t('readFailed');
    notifications.show({
      message,
      color: 'red',
      position: 'top-center',
      autoClose: limits.notificationDisplayMs,
    });
  };
}

/** A message's time on the one clock of every screen: Hong Kong time, labelled, whatever the browser's zone. */
function useTimeFormat() {
  const { i18n } = useTranslation();
  return useCallback((time: string) => formatHongKongTime(time, i18n.language), [i18n.language]);
}

function MessageRow({
  message,
  onOpen,
  onDelete,
}: {
  message: ClientMessage;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messages');
  const format = useTimeFormat();
  return (
    <MessageCard
      message={message}
      unreadLabel={t('unread')}
      typeLabel={t(`types.${message.type as Filter['type'] & string}`, { defaultValue: message.type })}
      time={format(message.time)}
      clamp
      actions={
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={onOpen}
            aria-label={t('openNamed', { title: message.title })}
          >
            {t('open')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('deleteNamed', { title: message.title })}
          >
            {t('delete')}
          </Button>
        </Group>
      }
    />
  );
}

/** One message in full; opening an unread one marks it read. A failed read closes it with the notice of spec 8. */
function MessageDialog({
  messageID,
  onClose,
  onDelete,
}: {
  messageID: string | undefined;
  onClose: () => void;
  onDelete: (message: ClientMessage) => void;
}) {
  const { t } = useTranslation('messages');
  const format = useTimeFormat();
  const message = useMessage(messageID);
  const markRead = useMarkMessagesRead();
  const { mutate } = markRead;
  const shown = message.data?.messageID === messageID ? message.data : undefined;

  useEffect(() => {
    if (shown && !shown.read) mutate({ messageID: [shown.messageID] });
  }, [shown, mutate]);
  useEffect(() => {
    if (messageID && message.isError) {
      showReadFailure(t)(message.error);
      onClose();
    }
  }, [messageID, message.isError, message.error, onClose, t]);

  return (
    <ClosableDialog
      opened={messageID !== undefined && !message.isError}
      onClose={onClose}
      title={shown?.title ?? ''}
      size="lg"
      closeLabel={t('close')}
    >
      {shown && (
        <Stack>
          <Group gap="xs">
            <Badge variant="light" size="sm">
              {t(`types.${shown.type as Filter['type'] & string}`, { defaultValue: shown.type })}
            </Badge>
            <Text size="xs" c="dimmed" component="time" dateTime={shown.time}>
              {format(shown.time)}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{shown.content}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" color="red" onClick={() => onDelete(shown)}>
              {t('delete')}
            </Button>
            <Button onClick={onClose}>{t('close')}</Button>
          </Group>
        </Stack>
      )}
    </ClosableDialog>
  );
}

export default MessageCenterPage;
