import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
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
  /** The server's prerender writes its placeholder, which each answer replaces with that page's nonce. */
  styleNonce?: string;
  /** The server's prerender draws in the visitor's stored scheme; the browser keeps it in its encrypted store. */
  colorSchemeManager?: MantineColorSchemeManager;
}

const storedColorScheme = secureColorSchemeManager();

/**
 * The nonce the server gave this page (in the csp-nonce meta the build writes), for the style elements Mantine
 * adds (its theme's variables, responsive props): the page's policy allows no other inline style. Read from the
 * element's `nonce` property: browsers hide the attribute once the page is parsed.
 */
const pageNonce =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const getPageNonce = (): string => pageNonce ?? '';

export function Providers({
  queryClient,
  children,
  env = 'default',
  styleNonce,
  colorSchemeManager = storedColorScheme,
}: ProvidersProps) {
  const getStyleNonce = styleNonce === undefined ? getPageNonce : () => styleNonce;
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
