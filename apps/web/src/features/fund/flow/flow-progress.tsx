import { Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flowSteps, stepIndex, type FlowName, type FlowStep } from './flow-steps';

/**
 * Where the user stands in a step flow: an ordered list, the current step marked for screen readers
 * (aria-current) and by its filled number, done steps by a tick.
 */
export function FlowProgress<F extends FlowName>({ flow, step }: { flow: F; step: FlowStep<F> }) {
  const { t } = useTranslation('fund');
  const current = stepIndex(flow, step);
  const steps = flowSteps[flow] as readonly FlowStep<F>[];
  return (
    <nav aria-label={t('steps.label')}>
      {/* A phone shows where the user stands in one line; the list needs the width of a larger screen. */}
      <Text hiddenFrom="sm" size="sm" fw={700}>
        {t('steps.compact', {
          number: current + 1,
          count: steps.length,
          step: t(`steps.${steps[current] as FlowStep}`),
        })}
      </Text>
      <Group component="ol" visibleFrom="sm" gap="lg" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((name, index) => (
          <Group
            component="li"
            key={name}
            gap={6}
            wrap="nowrap"
            aria-current={index === current ? 'step' : undefined}
          >
            <ThemeIcon
              size="sm"
              radius="xl"
              variant={index === current ? 'filled' : index < current ? 'light' : 'default'}
              aria-hidden="true"
            >
              <Text size="xs" inherit>
                {index < current ? '✓' : index + 1}
              </Text>
            </ThemeIcon>
            <Text size="sm" fw={index === current ? 700 : 400} c={index > current ? 'dimmed' : undefined}>
              {t(`steps.${name as FlowStep}`)}
            </Text>
          </Group>
        ))}
      </Group>
    </nav>
  );
}
