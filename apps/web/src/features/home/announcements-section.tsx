import { formatHongKongTime } from '@lantau/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data/quote-format';
import { SectionCard } from '../../shared/ui/section-card';
import { useLatestAnnouncements } from './api/get-announcements';

/** The home page's "latest announcements": what the broker published, newest first; nothing when none. */
export function AnnouncementsSection() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const announcements = useLatestAnnouncements();
  if (!announcements.data?.length) return null;
  return (
    <SectionCard titleId="announcements-title" title={t('announcements.title')}>
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {announcements.data.map((announcement) => (
          <li key={announcement.announcementID}>
            <article aria-labelledby={`announcement-${announcement.announcementID}`}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" color="gray">
                  {t(`announcements.kind.${announcement.kind}`)}
                </Badge>
                <Title order={3} size="h5" id={`announcement-${announcement.announcementID}`}>
                  {localName(announcement.title, language)}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                <time dateTime={announcement.publishedAt}>
                  {formatHongKongTime(announcement.publishedAt, language)}
                </time>
              </Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{localName(announcement.content, language)}</Text>
            </article>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
