import type { ReactNode } from 'react';
import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { LantauBrand } from './lantau-brand';

interface PublicLayoutProps {
  /** What the header's left names: Lantau, or the broker whose pages these are. */
  brand?: ReactNode;
  /** Links beside the language and theme controls. */
  links?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The frame of every page before login: skip link, banner, main content, footer. */
export function PublicLayout({ brand = <LantauBrand />, links, children, size = 'lg' }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <Box component="header" className="site-header">
        <Container size={size} py="sm">
          <Group justify="space-between" gap="sm">
            {brand}
            <Group gap="sm">
              {links && (
                <Box component="nav" aria-label={t('nav.site')}>
                  {links}
                </Box>
              )}
              <LanguageSelect />
              <ThemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Container size={size} py="xl">
          {children}
        </Container>
      </Box>
      <Box component="footer" className="site-footer">
        <Container size={size} py="md">
          <Text size="sm" c="dimmed">
            {t('app.footer', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </Box>
    </>
  );
}
