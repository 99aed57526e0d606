import { Modal, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FundRequest } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { timeText } from './fund-record-table';
import { FundStatusBadge } from './status-badge';

/** A request's whole history (spec: every request's history is kept): each status it passed, when and by whom. */
export function RequestHistoryDialog({
  request,
  onClose,
}: {
  request: FundRequest | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['fund', 'common']);
  const { language } = useLanguage();
  return (
    <Modal
      opened={!!request}
      onClose={onClose}
      title={request ? t('record.history', { id: request.requestNumber }) : ''}
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      {request && (
        <Timeline active={request.events.length - 1} bulletSize={14} lineWidth={2}>
          {request.events.map((event) => (
            <Timeline.Item key={`${event.at}-${event.to}`} title={<FundStatusBadge status={event.to} />}>
              <Text size="sm">{timeText(event.at, language)}</Text>
              <Text size="xs" c="dimmed">
                {t(`record.actors.${event.actorKind}`)}
              </Text>
              {event.reason && <Text size="sm">{event.reason}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
