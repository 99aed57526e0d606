import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { DepositMethod } from '@lantau/contract';

interface DepositMethodStepProps {
  currency: string;
  methods: readonly DepositMethod[];
  initial?: DepositMethod;
  onBack: () => void;
  onNext: (method: DepositMethod) => void;
}

/** The deposit's extra step: how the money will be paid (FPS and eDDA only for HKD, spec section 3). */
export function DepositMethodStep({ currency, methods, initial, onBack, onNext }: DepositMethodStepProps) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('deposit.methodTitle'));
  const [method, setMethod] = useState<DepositMethod | undefined>(
    initial && methods.includes(initial) ? initial : methods[0],
  );
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('deposit.methodTitle')}</Title>
      <Text c="dimmed">
        {currency} · {t('deposit.methodHint')}
      </Text>
      <form
        aria-label={t('deposit.methodTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          if (method) onNext(method);
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label={<VisuallyHidden>{t('deposit.methodTitle')}</VisuallyHidden>}
            value={method ?? null}
            onChange={(value) => setMethod(value as DepositMethod)}
          >
            <Stack gap="xs">
              {methods.map((candidate) => (
                <Radio.Card key={candidate} value={candidate} p="sm" radius="md" withBorder>
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator aria-hidden="true" mt={3} />
                    <div>
                      <Text fw={600}>{t(`deposit.methods.${candidate}`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`deposit.methodDescriptions.${candidate}`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <Group gap="sm">
            <Button variant="default" onClick={onBack}>
              {t('common.back')}
            </Button>
            <Button type="submit" disabled={!method}>
              {t('common.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
