import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LantauLogo } from './lantau-logo';

export function LantauBrand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand-link" aria-label={t('nav.lantauHome')}>
      <Group gap="xs" wrap="nowrap">
        <LantauLogo />
        <Text component="span" fw={700} size="lg">
          Lantau
        </Text>
      </Group>
    </Link>
  );
}
