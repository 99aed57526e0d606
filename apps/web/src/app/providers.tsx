import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { limits } from '@lantau/contract';
import { i18n } from '../shared/i18n';
import { cssVariablesResolver, secureColorSchemeManager, theme } from '../shared/theme';
import { DialogHost } from '../shared/ui/dialogs';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

const colorSchemeManager = secureColorSchemeManager();

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Notifications position="top-center" limit={limits.inAppNotificationMaxVisible} />
          {children}
          <DialogHost />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
