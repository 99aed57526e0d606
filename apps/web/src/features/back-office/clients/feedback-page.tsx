import { formatHongKongTime } from '@lantau/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  fillPath,
  getStaffFeedbackImage,
  getStaffFeedbacks,
  servicePrefixes,
  type StaffFeedback,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { QueuePage } from '../queue/queue-page';
import { StaffFileButton } from '../queue/staff-file-button';
import { useStaffPage } from '../queue/use-staff-page';
import { dataTableColumns } from '../../../shared/table';

const column = dataTableColumns<StaffFeedback>();

/** The images a client sent with one feedback, each opened on its own. */
function FeedbackImages({ feedback }: { feedback: StaffFeedback }) {
  const { t } = useTranslation('backofficeclients');
  if (feedback.images.length === 0) return <Text c="dimmed">{t('feedback.noImages')}</Text>;
  return (
    <Group gap="xs">
      {feedback.images.map((image) => {
        const number = image.position + 1;
        const path =
          servicePrefixes.main +
          fillPath(getStaffFeedbackImage.path, {
            feedbackID: feedback.feedbackID,
            position: String(image.position),
          });
        return (
          <StaffFileButton
            key={image.position}
            path={path}
            texts={{
              view: t('feedback.image', { number }),
              title: t('feedback.imageTitle', { number, client: feedback.userID }),
              alt: t('feedback.imageAlt', { number, client: feedback.userID }),
              failed: t('feedback.imageFailed'),
            }}
          />
        );
      })}
    </Group>
  );
}

/** What the broker's clients wrote from the help center, newest first, for support staff to answer. */
export function FeedbackPage() {
  const { t, i18n } = useTranslation('backofficeclients');
  const feedbacks = useStaffPage(['feedbacks'], (page) =>
    staffApiClient.request(getStaffFeedbacks, { query: page }),
  );
  const columns = [
    column.display({
      id: 'sent',
      header: t('feedback.sent'),
      cell: ({ row: { original: item } }) => formatHongKongTime(item.createdAt, i18n.language),
    }),
    column.display({
      id: 'client',
      header: t('feedback.client'),
      cell: ({ row: { original: item } }) => item.userID,
    }),
    column.display({
      id: 'type',
      header: t('feedback.type'),
      cell: ({ row: { original: item } }) => t(`feedback.types.${item.type}`),
    }),
    column.display({
      id: 'contact',
      header: t('feedback.contact'),
      cell: ({ row: { original: item } }) => item.contact || t('feedback.noReply'),
    }),
    column.display({
      id: 'content',
      header: t('feedback.content'),
      cell: ({ row: { original: item } }) => <Text style={{ whiteSpace: 'pre-line' }}>{item.content}</Text>,
    }),
    column.display({
      id: 'images',
      header: t('feedback.images'),
      cell: ({ row: { original: item } }) => <FeedbackImages feedback={item} />,
    }),
  ];
  return (
    <QueuePage
      title={t('feedback.title')}
      rows={feedbacks.data?.feedbacks}
      rowKey={(item) => item.feedbackID}
      columns={columns}
      error={feedbacks.error}
      pager={feedbacks.pager}
    />
  );
}
