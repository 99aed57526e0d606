import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useFundNavigation } from '../use-fund-navigation';

interface FlowResultProps {
  title: string;
  children: ReactNode;
  /** Where 'Make another request' leads: the flow's first step. */
  again: string;
  color?: 'green' | 'red' | 'blue';
}

/** The completed step of a flow: what happened, then the way to the records or back to the start. */
export function FlowResult({ title, children, again, color = 'green' }: FlowResultProps) {
  const { t } = useTranslation('fund');
  const { pathOf } = useFundNavigation();
  useDocumentTitle(title);
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{title}</Title>
      <Alert color={color} role="status" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
        {children}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={pathOf('record')}>
          {t('common.records')}
        </Button>
        <Button component={Link} to={again} variant="default">
          {t('common.again')}
        </Button>
      </Group>
    </Stack>
  );
}
