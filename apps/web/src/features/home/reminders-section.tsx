import { useState, type ReactNode } from 'react';
import { formatHongKongTime } from '@lantau/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data/quote-format';
import { dismissReminder, readPreferences, type ReminderKind } from '../../shared/preferences';
import { paths } from '../../shared/url';
import { useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';
import { useDividends } from '../dividends';
import { useIpos } from '../ipo';
import { fundPath } from '../../shared/url/fund-paths';
import { ipoPath } from '../../shared/url/ipo-paths';
import { useLatestAnnouncements } from './api/get-announcements';
import {
  announcementToRemind,
  dividendRemindersOn,
  dividendsToElect,
  ipoRemindersOn,
  ipoToRemind,
  reminderKeys,
} from './reminders';

/** One reminder: what waits, the way to it, and putting it away for the no-remind days of settings. */
function Reminder({
  title,
  body,
  action,
  onLater,
  laterLabel,
}: {
  title: string;
  body: string;
  action: ReactNode;
  onLater: () => void;
  laterLabel?: string;
}) {
  const { t } = useTranslation('account');
  return (
    // A status, not an alert: it is there when the page opens, nothing went wrong.
    <Alert role="status" variant="light" title={title}>
      <Text size="sm">{body}</Text>
      <Group gap="sm" mt="sm">
        {action}
        <Button variant="default" size="xs" onClick={onLater}>
          {laterLabel ?? t('reminder.later')}
        </Button>
      </Group>
    </Alert>
  );
}

/** What the home page's reminders show, and whether that is still being worked out (home waits for it). */
export function useReminders() {
  const broker = useCurrentBroker();
  const [putAway, setPutAway] = useState<ReminderKind[]>([]);
  const later = (kind: ReminderKind) => {
    dismissReminder(kind);
    setPutAway((kinds) => [...kinds, kind]);
  };

  const config = useBrokerConfigurations(broker.brokerCode, reminderKeys);
  const electing = dividendRemindersOn(config.data) && !putAway.includes('dividendSelection');
  const dividends = useDividends({ enabled: electing });
  const toElect = electing && dividends.data ? dividendsToElect(dividends.data.dividends) : undefined;

  const subscribing = ipoRemindersOn(config.data) && !putAway.includes('newIpo');
  const ipos = useIpos('OPEN', { enabled: subscribing });
  const newIpo = subscribing && ipos.data ? ipoToRemind(ipos.data.ipos) : undefined;

  const announcements = useLatestAnnouncements();
  const announcement =
    !putAway.includes('announcement') && announcements.data
      ? announcementToRemind(announcements.data)
      : undefined;
  // isLoading, not isPending: the dividends' query is pending for ever when the broker has no elections.
  const loading = config.isLoading || dividends.isLoading || ipos.isLoading || announcements.isLoading;
  return { loading, toElect, newIpo, announcement, later };
}

export type Reminders = ReturnType<typeof useReminders>;

/**
 * The home page's reminders (spec section 3, no-remind days): dividends waiting for the client's choice and a
 * new announcement. Each put away stays away for the days chosen in settings (0: until the next visit).
 */
export function RemindersSection({ reminders }: { reminders: Reminders }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const broker = useCurrentBroker();
  const main = paths.main(broker.displayCode);
  const { toElect, newIpo, announcement, later } = reminders;
  const ipoQuietDays = readPreferences().noRemindDays.newIpo;

  if (!toElect?.count && !newIpo && !announcement) return null;
  return (
    <Stack component="section" aria-label={t('reminder.label')} gap="sm">
      {toElect && toElect.count > 0 && (
        <Reminder
          title={t('reminder.dividend.title')}
          body={t('reminder.dividend.body', { count: toElect.count, deadline: toElect.firstDeadline })}
          action={
            <Button
              component={NavLink}
              to={fundPath(main, 'dividend_selection', 'list')}
              size="xs"
              onClick={() => dismissReminder('dividendSelection')}
            >
              {t('reminder.dividend.action')}
            </Button>
          }
          onLater={() => later('dividendSelection')}
        />
      )}
      {newIpo && (
        <Reminder
          title={t('reminder.ipo.title')}
          body={t('reminder.ipo.body', {
            stock: `${newIpo.stockCode} ${localName(newIpo.name, language)}`,
            cutoff: formatHongKongTime(newIpo.cashCutoffAt, language),
          })}
          action={
            <Button component={NavLink} to={ipoPath(main, 'open')} size="xs">
              {t('reminder.ipo.action')}
            </Button>
          }
          onLater={() => later('newIpo')}
          laterLabel={
            ipoQuietDays > 0 ? t('reminder.quietFor', { count: ipoQuietDays }) : t('reminder.later')
          }
        />
      )}
      {announcement && (
        <Reminder
          title={t('reminder.announcement.title')}
          body={localName(announcement.title, language)}
          action={
            <Button
              component="a"
              href={`#announcement-${announcement.announcementID}`}
              size="xs"
              onClick={() => later('announcement')}
            >
              {t('reminder.announcement.action')}
            </Button>
          }
          onLater={() => later('announcement')}
        />
      )}
    </Stack>
  );
}
