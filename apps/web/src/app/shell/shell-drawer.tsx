import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShellMenu, type ShellMenuProps } from './shell-menu';

export interface ShellDrawerProps extends ShellMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
}

/** The phone's menu in a drawer, loaded when the burger is first pressed or at the first idle moment (deferred-shell-drawer.tsx). */
export function ShellDrawer({ id, opened, onClose, ...menu }: ShellDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      title={t('menu.label')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      position="right"
      size="xs"
      className="shell-phone-only"
    >
      <ShellMenu {...menu} onNavigate={onClose} />
    </Drawer>
  );
}
