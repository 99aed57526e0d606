import { DeferredOverlay } from '../../../shared/ui/deferred-overlay';
import { deferredPart } from '../../../shared/loading/deferred-part';
import { TickerSettingsButton } from './ticker-settings-button';

const tickerSettingsPopover = deferredPart(
  async () => (await import('./ticker-settings-popover')).TickerSettingsPopover,
);

/**
 * Which indices the ticker shows and how fast it scrolls; kept on this device (spec section 3). The button is
 * drawn with the ticker, the popover's code comes when first wanted (DeferredOverlay).
 */
export function TickerSettings() {
  return (
    <DeferredOverlay
      part={tickerSettingsPopover}
      props={{}}
      popup="dialog"
      trigger={(standIn) => <TickerSettingsButton {...standIn} />}
    />
  );
}
