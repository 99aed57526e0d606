import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n';
import { cssVariablesResolver, secureColorSchemeManager, theme } from '../shared/theme';
import { DeferredNotifications } from '../shared/ui/deferred-notifications';
import { DeferredDialogHost } from '../shared/ui/dialogs/deferred-dialog-host';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

const colorSchemeManager = secureColorSchemeManager();

/**
 * The nonce the server gave this page (in the csp-nonce meta the build writes), for the style elements Mantine
 * adds (its theme's variables, responsive props): the page's policy allows no other inline style. Read from the
 * element's `nonce` property: browsers hide the attribute once the page is parsed.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const getStyleNonce = (): string => styleNonce ?? '';

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={getStyleNonce}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <DeferredNotifications />
          {children}
          <DeferredDialogHost />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
