import { memo, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { indexCodes, type IndexQuote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { useIndices } from '../api/get-indices';
import { useMarketStream } from '../../../shared/market-data/market-stream';
import { useIndexQuotes } from '../../../shared/market-data/use-quote';
import { ChangeSpan } from '../../../shared/market-data/change-text';
import { localName, price } from '../../../shared/market-data/quote-format';
import { useMarketSetting, type TickerSpeed } from '../settings/market-settings';
import { MarketScope } from '../ui/market-scope';
import { useMarketNavigation } from '../../../shared/url/use-market-navigation';
import { TickerSettings } from './ticker-settings';

/** Seconds each index takes to scroll past, by the user's speed setting. */
const secondsPerIndex: Record<TickerSpeed, number> = { LOW: 8, MEDIUM: 5, HIGH: 3, VERY_HIGH: 2 };

/**
 * The scrolling index ticker of the shell header. It is a plain list for screen readers (the values are not
 * announced as they change); it pauses on hover and focus and by its button, and stands still for users who
 * prefer reduced motion.
 */
export function IndexTicker() {
  const { t } = useTranslation('market');
  const { store } = useMarketStream();
  const initial = useIndices();
  useEffect(() => {
    if (initial.data) store.setIndices(initial.data);
  }, [initial.data, store]);
  const [paused, setPaused] = useState(false);

  return (
    <MarketScope>
      <section aria-label={t('ticker.label')}>
        <Group gap="xs" wrap="nowrap" align="center">
          <LiveIndices paused={paused} />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-pressed={paused}
            aria-label={paused ? t('ticker.play') : t('ticker.pause')}
            title={paused ? t('ticker.play') : t('ticker.pause')}
            onClick={() => setPaused(!paused)}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </ActionIcon>
          <TickerSettings />
        </Group>
      </section>
    </MarketScope>
  );
}

/**
 * The scrolling lists, the only part that follows the stream: an index update re-renders them and the items
 * that changed, not the pause button and the settings' popover beside them (they re-rendered with every update,
 * twice a second on every page, bench/README.md "Home and quote: the main thread").
 */
function LiveIndices({ paused }: { paused: boolean }) {
  const all = useIndexQuotes();
  const [chosen] = useMarketSetting('tickerIndices');
  const [speed] = useMarketSetting('tickerSpeed');
  const shown = useMemo(
    () =>
      indexCodes
        .filter((code) => chosen.includes(code))
        .flatMap((code) => all.filter((index) => index.code === code)),
    [all, chosen],
  );
  return (
    <div
      className="index-ticker"
      data-paused={paused}
      style={{
        flex: 1,
        ['--ticker-duration' as string]: `${Math.max(shown.length, 1) * secondsPerIndex[speed]}s`,
      }}
    >
      <div className="index-ticker__track">
        <IndexList indices={shown} />
        {/* The second copy makes the loop seamless; it is decoration, so screen readers skip it. */}
        <IndexList indices={shown} hidden />
      </div>
    </div>
  );
}

function IndexList({ indices, hidden = false }: { indices: readonly IndexQuote[]; hidden?: boolean }) {
  return (
    <ul
      className={hidden ? 'index-ticker__copy' : undefined}
      aria-hidden={hidden || undefined}
      style={listStyle}
    >
      {indices.map((index) => (
        <IndexItem key={index.code} index={index} hidden={hidden} />
      ))}
    </ul>
  );
}

/**
 * One index; the store keeps an unchanged index's object, so an update re-renders only the indices it moved. Plain
 * elements styled by market.css rather than Mantine's button and texts: the stream moves most indices twice a
 * second, and each item is drawn twice (the loop's copy), on every page (bench/README.md, "Session 38").
 */
const IndexItem = memo(function IndexItem({ index, hidden }: { index: IndexQuote; hidden: boolean }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const { openIndex } = useMarketNavigation();
  const name = localName(index.name, language);
  return (
    <li className="index-ticker__entry">
      {/* Each item opens its index; the decorative copy's buttons stay out of the tab order. */}
      <button
        type="button"
        className="index-ticker__item mantine-focus-auto"
        onClick={() => void openIndex(index.code)}
        title={t('ticker.open', { name })}
        tabIndex={hidden ? -1 : undefined}
      >
        <span className="index-ticker__name">{name}</span> <span className="num">{price(index.value)}</span>{' '}
        <ChangeSpan change={index.change} changePct={index.changePct} percentOnly />
      </button>
    </li>
  );
});
const listStyle = { display: 'flex', gap: '2rem', margin: 0, padding: 0, listStyle: 'none' } as const;
