import { DeferredOverlay } from '../../shared/ui/deferred-overlay';
import { deferredPart } from '../../shared/loading/deferred-part';
import type { UserControlsProps } from './shell-menu';
import { UserMenuButton } from './user-menu-button';

const userMenuPopover = deferredPart(async () => (await import('./user-menu-popover')).UserMenuPopover);

/**
 * The desktop header's user menu: the user's controls behind one button, so that the header stays one row at
 * 1280 px in every language. The button is drawn with the header; the popover's code comes when the button is
 * first hovered, focused or pressed, or at the first idle moment (DeferredOverlay).
 */
export function UserMenu(props: UserControlsProps) {
  return (
    <DeferredOverlay
      part={userMenuPopover}
      props={props}
      popup="dialog"
      trigger={(standIn) => <UserMenuButton {...standIn} />}
    />
  );
}
