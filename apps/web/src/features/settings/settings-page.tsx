import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStockCode } from '@lantau/domain';
import { useLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data';
import {
  avatarChoices,
  clearSearchHistory,
  noRemindDayChoices,
  reminderKinds,
  usePreference,
  UserAvatar,
  type AvatarChoice,
  densityChoices,
  useDensityChoice,
  type NoRemindDays,
  useAmountsHidden,
} from '../../shared/preferences';
import {
  useNotificationSwitch,
  type NotificationSwitch,
} from '../../shared/notifications/notification-settings';
import { LanguageSelect } from '../../shared/ui/language-select';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { depthCounts, TickerSettingsFields, useMarketSetting } from '../market';
import { useServerSetting } from './use-server-setting';

/** One titled group of settings, a landmark of its own for screen readers. */
function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`settings-${id}`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={`settings-${id}`}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** One choice of a few, as radio buttons in a row. */
function RadioChoice<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Group mt={4}>
        {options.map(([option, optionLabel]) => (
          <Radio key={option} value={option} label={optionLabel} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Saved on the server (spec section 3 user configuration items): follow the user to every device. */
function DisplaySection() {
  const { t } = useTranslation('settings');
  const [quoteColor, setQuoteColor] = useServerSetting('QUOTE_COLOR', 'GREEN_UP');
  const [stripes, setStripes] = useServerSetting('DISPLAY_TABLE_STRIPE', true);
  const [cardStyle, setCardStyle] = useServerSetting('PLACE_ORDER_HABIT', 'DEFAULT');
  return (
    <Section id="display" title={t('display.title')} hint={t('display.hint')}>
      <RadioChoice
        label={t('display.quoteColor')}
        value={quoteColor}
        onChange={setQuoteColor}
        options={[
          ['GREEN_UP', t('display.greenUp')],
          ['RED_UP', t('display.redUp')],
        ]}
      />
      <Switch
        label={t('display.stripes')}
        checked={stripes}
        onChange={(event) => setStripes(event.currentTarget.checked)}
      />
      <RadioChoice
        label={t('display.cardStyle')}
        value={cardStyle}
        onChange={setCardStyle}
        options={[
          ['DEFAULT', t('display.cardDefault')],
          ['CLASSIC', t('display.cardClassic')],
        ]}
      />
    </Section>
  );
}

function AppearanceSection() {
  const { t } = useTranslation('settings');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const [avatar, setAvatar] = usePreference('avatar');
  const [density, setDensity] = useDensityChoice();
  return (
    <Section id="appearance" title={t('appearance.title')} hint={t('local')}>
      <RadioChoice
        label={t('appearance.theme')}
        value={scheme}
        onChange={setColorScheme}
        options={[
          ['light', t('appearance.light')],
          ['dark', t('appearance.dark')],
        ]}
      />
      <LanguageSelect label={t('appearance.language')} />
      <RadioChoice
        label={t('appearance.density')}
        value={density}
        onChange={setDensity}
        options={densityChoices.map((choice) => [choice, t(`appearance.densities.${choice}`)] as const)}
      />
      <Radio.Group
        label={t('appearance.avatar')}
        value={avatar}
        onChange={(value) => setAvatar(value as AvatarChoice)}
      >
        <Group mt={4}>
          {avatarChoices.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={
                <Group gap={6} wrap="nowrap">
                  <UserAvatar choice={choice} />
                  {t(`appearance.avatars.${choice}`)}
                </Group>
              }
            />
          ))}
        </Group>
      </Radio.Group>
    </Section>
  );
}

function MarketSection() {
  const { t } = useTranslation('settings');
  const [depth, setDepth] = useMarketSetting('depthCount');
  const [upgradeReminder, setUpgradeReminder] = usePreference('quoteUpgradeReminder');
  return (
    <Section id="market" title={t('market.title')} hint={t('local')}>
      <TickerSettingsFields />
      <NativeSelect
        label={t('market.depth')}
        value={String(depth)}
        onChange={(event) => setDepth(Number(event.currentTarget.value) as typeof depth)}
        data={depthCounts.map((count) => ({ value: String(count), label: t('market.levels', { count }) }))}
        maw={320}
      />
      <Switch
        label={t('market.upgradeReminder')}
        description={t('market.upgradeReminderHint')}
        checked={upgradeReminder}
        onChange={(event) => setUpgradeReminder(event.currentTarget.checked)}
      />
    </Section>
  );
}

function NotificationSwitchField({ name }: { name: Exclude<NotificationSwitch, 'browser'> }) {
  const { t } = useTranslation('settings');
  const [on, setOn] = useNotificationSwitch(name);
  return (
    <Switch
      label={t(`notifications.${name}`)}
      checked={on}
      onChange={(event) => setOn(event.currentTarget.checked)}
    />
  );
}

type BrowserRefusal = 'denied' | 'unsupported' | null;

/** Browser notifications: switching on asks the browser, and a refusal is explained rather than ignored. */
function BrowserNotificationField() {
  const { t } = useTranslation('settings');
  const [on, setOn] = useNotificationSwitch('browser');
  const [refusal, setRefusal] = useState<BrowserRefusal>(null);
  const turnOn = async () => {
    if (typeof Notification === 'undefined') return setRefusal('unsupported');
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    setRefusal(permission === 'granted' ? null : 'denied');
    setOn(permission === 'granted');
  };
  return (
    <Stack gap={4}>
      <Switch
        label={t('notifications.browser')}
        checked={on}
        onChange={(event) => {
          if (event.currentTarget.checked) void turnOn();
          else setOn(false);
        }}
      />
      <div role="status">
        {refusal && (
          <Alert color="yellow" p="xs">
            {t(`notifications.${refusal}`)}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

function NotificationsSection() {
  const { t } = useTranslation('settings');
  return (
    <Section id="notifications" title={t('notifications.title')} hint={t('local')}>
      <NotificationSwitchField name="system" />
      <NotificationSwitchField name="trade" />
      <NotificationSwitchField name="market" />
      <BrowserNotificationField />
    </Section>
  );
}

function RemindersSection() {
  const { t } = useTranslation('settings');
  const [days, setDays] = usePreference('noRemindDays');
  return (
    <Section id="reminders" title={t('reminders.title')} hint={t('reminders.hint')}>
      <Group align="flex-start">
        {reminderKinds.map((kind) => (
          <NativeSelect
            key={kind}
            label={t(`reminders.${kind}`)}
            value={String(days[kind])}
            onChange={(event) =>
              setDays({ ...days, [kind]: Number(event.currentTarget.value) as NoRemindDays })
            }
            data={noRemindDayChoices.map((count) => ({
              value: String(count),
              label: count === 0 ? t('reminders.always') : t('reminders.days', { count }),
            }))}
            w={260}
          />
        ))}
      </Group>
    </Section>
  );
}

function PrivacySection() {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const [hidden, setHidden] = useAmountsHidden();
  const [history] = usePreference('searchHistory');
  return (
    <Section id="privacy" title={t('privacy.title')} hint={t('local')}>
      <Switch
        label={t('privacy.amountsHidden')}
        checked={hidden}
        onChange={(event) => setHidden(event.currentTarget.checked)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="settings-search-history">
          {t('privacy.searchHistory')}
        </Text>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('privacy.searchHistoryEmpty')}
          </Text>
        ) : (
          <Stack component="ul" gap={2} m={0} pl="md" aria-labelledby="settings-search-history">
            {history.map((item) => (
              <Text component="li" size="sm" key={`${item.market}|${item.stockCode}`}>
                <span className="num">{displayStockCode(item.market, item.stockCode)}</span>{' '}
                {localName(item.name, language)}
              </Text>
            ))}
          </Stack>
        )}
        <Group>
          <Button variant="default" size="xs" disabled={history.length === 0} onClick={clearSearchHistory}>
            {t('privacy.clearHistory')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

/** /{code}/main/setting: every visible setting of spec section 3, grouped; each applies at once. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  return (
    <Stack gap="md" maw={880}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <DisplaySection />
      <AppearanceSection />
      <MarketSection />
      <NotificationsSection />
      <RemindersSection />
      <PrivacySection />
    </Stack>
  );
}
