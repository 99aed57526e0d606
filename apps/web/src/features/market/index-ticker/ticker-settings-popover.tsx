import { Popover } from '@mantine/core';
import { useOverlayStart, type OverlayStart } from '../../../shared/ui/deferred-overlay';
import { TickerSettingsButton } from './ticker-settings-button';
import { TickerSettingsFields } from './ticker-settings-fields';

/** The ticker's settings in a popover, loaded after the first screen (ticker-settings.tsx). */
export function TickerSettingsPopover(start: OverlayStart) {
  const { trigger, opened, setOpened } = useOverlayStart(start);
  return (
    <Popover
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <TickerSettingsButton ref={trigger} onClick={() => setOpened((open) => !open)} />
      </Popover.Target>
      <Popover.Dropdown>
        <TickerSettingsFields />
      </Popover.Dropdown>
    </Popover>
  );
}
