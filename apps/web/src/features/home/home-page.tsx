import { lazy, useState } from 'react';
import { formatHongKongTime } from '@lantau/domain';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n';
import { QuoteColorScope } from '../../shared/market-data/quote-color-scope';
import { paths } from '../../shared/url';
import { useSessionPart, type UserSession } from '../../shared/session';
import { SectionCard } from '../../shared/ui/section-card';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useCurrentBroker } from '../../shared/broker';
import { menuEntryOf, useFeatureAccesses } from '../../shared/feature-gates';
import { marketPath } from '../../shared/url/market-paths';
import { useUserProfile } from './api/get-user-profile';
import { useLatestAnnouncements } from './api/get-announcements';
import { AnnouncementsSection } from './announcements-section';
import { RemindersSection, useReminders } from './reminders-section';
import { LoadWhenNeeded } from '../../shared/ui/load-when-needed';
import { useBrowserIdle } from '../../shared/ui/use-browser-idle';
import { FirstScreenDrawn } from '../../shared/ui/first-screen-mark';

const shortcutKeys = ['trade', 'account', 'order', 'information'] as const;

const TopPositions = lazy(async () => ({ default: (await import('./top-positions-section')).TopPositions }));

/**
 * The positions that moved most come last on home, below the fold on a phone, and bring the table kit and the
 * accounts' overviews: loaded at the browser's first idle moment after the first screen is drawn, so the
 * greeting does not wait for their code (bench/README.md, "Session 33"). Nothing is below them to shift.
 */
function DeferredTopPositions() {
  return (
    <LoadWhenNeeded needed={useBrowserIdle()}>
      <TopPositions />
    </LoadWhenNeeded>
  );
}
const lastLoginOf = (session: UserSession | null) => session?.lastLoginTime;

/**
 * Home while what its first screen shows is on the way: one placeholder where the greeting, the reminders and the
 * rest will be. Drawn piece by piece instead, each answer pushed what was already on screen down the page (a
 * layout shift of 0.12 on a phone, bench/README.md); content that appears in place of a placeholder moves nothing.
 * With the greeting already drawn (the names kept from the last profile), the placeholder stands for the rest.
 */
function HomeSkeleton({ label, withGreeting }: { label: string; withGreeting: boolean }) {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={label} role="status">
      {withGreeting && (
        <Stack gap={4}>
          <Skeleton height={40} width="70%" radius="sm" />
          <Skeleton height={20} width="45%" radius="sm" />
        </Stack>
      )}
      <Skeleton height={160} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/** main/home and the shell's index: the welcome, the positions that moved most, and the way to each task. */
export function HomePage() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const broker = useCurrentBroker();
  const profile = useUserProfile();
  const reminders = useReminders();
  const announcements = useLatestAnnouncements();
  const { accessOf } = useFeatureAccesses();
  useDocumentTitle(t('home.title'));

  const name = profile.data && (language === 'en' ? profile.data.nameEn : profile.data.nameZh);
  const lastLoginTime = useSessionPart(lastLoginOf);
  const lastLogin = lastLoginTime ? formatHongKongTime(lastLoginTime, language) : null;
  // The tasks the broker lets open, in the shortcuts' own order.
  const shortcuts = shortcutKeys.filter((key) => accessOf(key) === 'open').map(menuEntryOf);
  const main = paths.main(broker.displayCode);

  // The greeting's name changes its height (it wraps on a phone), reminders and announcements come above the rest.
  // Only the first time: a failed query is asked again when the sections mount, which must not bring the
  // placeholder back (it would unmount them, and the next failure mount them again, for ever).
  const loading = profile.isLoading || reminders.loading || announcements.isLoading;
  const [firstScreenIn, setFirstScreenIn] = useState(false);
  if (!loading && !firstScreenIn) setFirstScreenIn(true);
  // The greeting comes before the rest only when it can be drawn from the start (its names kept in the stored
  // session): drawn when the profile answers, it would push the placeholder below it down.
  const [greetingFirst] = useState(!profile.isLoading);
  const waiting = !firstScreenIn && loading;
  if (waiting && !greetingFirst) return <HomeSkeleton label={t('home.loading')} withGreeting />;
  return (
    <QuoteColorScope>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')}</Title>
          <FirstScreenDrawn />
          <Text c="dimmed">
            {lastLogin ? t('home.lastLogin', { time: lastLogin }) : t('home.firstLogin')}
          </Text>
        </Stack>
        {waiting ? (
          <HomeSkeleton label={t('home.loading')} withGreeting={false} />
        ) : (
          <>
            <RemindersSection reminders={reminders} />
            {shortcuts.length > 0 && (
              <SectionCard titleId="shortcuts-title" title={t('home.shortcuts')}>
                <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                  {shortcuts.map((entry) => (
                    <li key={entry.key}>
                      <Button component={NavLink} to={`${main}/${entry.path}`} variant="light">
                        {t(`shortcut.${entry.key as (typeof shortcutKeys)[number]}`)}
                      </Button>
                    </li>
                  ))}
                  {shortcuts.some((entry) => entry.key === 'information') && (
                    // A trader starts the day at the watchlist: one click from here.
                    <li>
                      <Button component={NavLink} to={marketPath(main, 'watchlist')} variant="light">
                        {t('shortcut.watchlist')}
                      </Button>
                    </li>
                  )}
                </Group>
              </SectionCard>
            )}
            <AnnouncementsSection />
            <DeferredTopPositions />
          </>
        )}
      </Stack>
    </QuoteColorScope>
  );
}
