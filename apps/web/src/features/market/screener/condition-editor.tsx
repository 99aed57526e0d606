import { useEffect } from 'react';
import { Button, Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { instrumentTypes, screenerRangeNames, screenerRanges, type ScreenerRange } from '@lantau/contract';
import { offeredInstrumentTypes } from '@lantau/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useInstrumentTypeLists } from '../../../shared/broker';
import { Form, NumericField, SelectField } from '../../../shared/form';
import type { ScreenerFormValues } from './screener-form';

/** Markets the simulated exchange quotes, the screener's choice. */
export const screenerMarkets = ['HK', 'US', 'MA^MZ', 'SS^SZ'] as const;

/** Decimals each kind of value takes as typed: percents as percents (2 decimals, 4 once divided by 100). */
const decimalsOf = { price: 3, ratio: 2, quantity: 0, amount: 2 } as const;

/**
 * The condition editor: market, instrument type and a from/to pair per range (percents typed as percents). The
 * buttons under it search, save the conditions as a new strategy, or save them into the strategy picked.
 */
export function ConditionEditor({
  form,
  onSearch,
  onSaveNew,
  onSaveChanges,
  saveChangesLabel,
  onClear,
}: {
  form: UseFormReturn<ScreenerFormValues>;
  onSearch: (values: ScreenerFormValues) => void;
  onSaveNew: () => void;
  onSaveChanges: (() => void) | undefined;
  saveChangesLabel: string | undefined;
  onClear: () => void;
}) {
  const { t } = useTranslation(['screener', 'market']);
  const { t: tm } = useTranslation('market');
  // Only the types the broker offers in the chosen market (InstTypeHK, InstTypeMA, InstTypeMZ): the server
  // leaves the others out of the results anyway.
  const market = useWatch({ control: form.control, name: 'market' });
  const lists = useInstrumentTypeLists();
  const listedTypes = instrumentTypes.filter((type) => type !== 'INDEX');
  const types = lists ? offeredInstrumentTypes(lists, market, listedTypes) : listedTypes;
  const chosenType = useWatch({ control: form.control, name: 'instrumentType' });
  // A type chosen in another market that this one does not offer goes back to all types.
  useEffect(() => {
    if (chosenType !== '' && !(types as readonly string[]).includes(chosenType))
      form.setValue('instrumentType', '');
  });
  return (
    <Form form={form} onSubmit={onSearch} aria-label={t('conditions.title')}>
      <Fieldset legend={t('conditions.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
          <SelectField<ScreenerFormValues>
            name="market"
            label={t('conditions.market')}
            data={screenerMarkets.map((market) => ({ value: market, label: tm(`markets.${market}`) }))}
          />
          <SelectField<ScreenerFormValues>
            name="instrumentType"
            label={t('conditions.instrumentType')}
            data={[
              { value: '', label: t('conditions.anyType') },
              ...types.map((type) => ({ value: type, label: t(`types.${type}`) })),
            ]}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" id="screener-percent-hint" mb="xs">
          {t('conditions.percentHint')}
        </Text>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          {screenerRangeNames.map((range) => (
            <RangeFields key={range} range={range} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onClear}>
            {t('conditions.clear')}
          </Button>
          <Button variant="light" onClick={onSaveNew}>
            {t('conditions.saveNew')}
          </Button>
          {onSaveChanges && (
            <Button variant="light" onClick={onSaveChanges}>
              {saveChangesLabel}
            </Button>
          )}
          <Button type="submit">{t('conditions.search')}</Button>
        </Group>
      </Fieldset>
    </Form>
  );
}

function RangeFields({ range }: { range: ScreenerRange }) {
  const { t } = useTranslation('screener');
  const kind = screenerRanges[range];
  const field = t(`conditions.${range}`);
  const shared = {
    decimals: decimalsOf[kind],
    allowNegative: kind === 'ratio',
    'aria-describedby': kind === 'ratio' ? 'screener-percent-hint' : undefined,
    rightSection: kind === 'ratio' ? <span aria-hidden="true">%</span> : undefined,
  };
  return (
    <>
      <NumericField<ScreenerFormValues>
        name={`${range}From`}
        label={t('conditions.from', { field })}
        {...shared}
      />
      <NumericField<ScreenerFormValues>
        name={`${range}To`}
        label={t('conditions.to', { field })}
        {...shared}
      />
    </>
  );
}
