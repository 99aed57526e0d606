import { useState } from 'react';
import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartLayoutIllustration } from '../illustrations';
import { ClosableDialog } from './closable-dialog';

const steps = [
  { layout: 'grid', title: 'tutorial.step1Title', body: 'tutorial.step1Body' },
  { layout: 'groups', title: 'tutorial.step2Title', body: 'tutorial.step2Body' },
  { layout: 'single', title: 'tutorial.step3Title', body: 'tutorial.step3Body' },
] as const;

export interface MultiChartTutorialDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Opens the feedback form; the tutorial closes first. */
  onFeedback: () => void;
}

export function MultiChartTutorialDialog({ opened, onClose, onFeedback }: MultiChartTutorialDialogProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const step = steps[index]!;
  const last = index === steps.length - 1;

  const close = () => {
    onClose();
    setIndex(0);
  };

  return (
    <ClosableDialog opened={opened} onClose={close} title={t('tutorial.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('tutorial.stepOf', { current: index + 1, total: steps.length })}
        </Text>
        <Center>
          <ChartLayoutIllustration layout={step.layout} />
        </Center>
        <Title order={3} size="h4">
          {t(step.title)}
        </Title>
        <Text>{t(step.body)}</Text>
        <Anchor
          component="button"
          type="button"
          ta="left"
          onClick={() => {
            close();
            onFeedback();
          }}
        >
          {t('tutorial.feedback')}
        </Anchor>
        <Group justify="space-between" mt="sm">
          <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('dialog.back')}
          </Button>
          {last ? (
            <Button onClick={close}>{t('dialog.done')}</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>{t('dialog.next')}</Button>
          )}
        </Group>
      </Stack>
    </ClosableDialog>
  );
}
