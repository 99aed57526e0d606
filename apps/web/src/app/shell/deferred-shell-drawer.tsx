import { lazy } from 'react';
import { LoadWhenNeeded } from '../../shared/ui/load-when-needed';
import { useFirstScreenIdle } from '../../shared/ui/use-browser-idle';
import type { ShellDrawerProps } from './shell-drawer';

const ShellDrawer = lazy(async () => ({ default: (await import('./shell-drawer')).ShellDrawer }));

/**
 * The phone's drawer, whose code (Mantine's Drawer, its focus trap and scroll lock) is not part of the first
 * screen: it comes at the first idle moment after the page's first screen, or when the burger is pressed before that.
 */
export function DeferredShellDrawer(props: ShellDrawerProps) {
  const idle = useFirstScreenIdle();
  return (
    <LoadWhenNeeded needed={props.opened || idle}>
      <ShellDrawer {...props} />
    </LoadWhenNeeded>
  );
}
