import { Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { BCAN_OF_OPTION, formatBcan } from '@lantau/domain';
import { TextField } from '../../../shared/form';
import type { TicketValues } from './ticket-model';

/** CE number as typed: three letters then three digits, upper case, nothing else (spec section 5's mask). */
export function cleanCeNumber(typed: string): string {
  const text = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const letters = /^[A-Z]{0,3}/.exec(text)?.[0] ?? '';
  const digits = text.slice(letters.length).replace(/\D/g, '').slice(0, 3);
  return letters.length < 3 ? letters : letters + digits;
}

/**
 * The order account panel (spec sections 4 and 5): Sell sets the BCAN to 1, Aggregated to 2, one option at a
 * time, and an option fixes the BCAN input; without one the client types the CE number and the BCAN (mask
 * ### ### ####). An RRI account must send a BCAN.
 */
export function OrderAccountPanel({ rri }: { rri: boolean }) {
  const { t } = useTranslation('trade');
  const { setValue, trigger } = useFormContext<TicketValues>();
  const option = useWatch<TicketValues, 'accountOption'>({ name: 'accountOption' });
  const choose = (next: 'SELL' | 'AGGREGATED', checked: boolean) => {
    const chosen = checked ? next : '';
    setValue('accountOption', chosen);
    setValue('bcan', chosen === '' ? '' : BCAN_OF_OPTION[chosen]);
    void trigger(['ceNumber', 'bcan']);
  };
  return (
    <Fieldset legend={t('ticket.orderAccount.title')} variant="filled">
      <Stack gap="xs">
        {rri && (
          <Text size="sm" c="dimmed">
            {t('ticket.orderAccount.rri')}
          </Text>
        )}
        <Group gap="lg">
          <Checkbox
            label={t('ticket.orderAccount.sell')}
            checked={option === 'SELL'}
            onChange={(event) => choose('SELL', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('ticket.orderAccount.aggregated')}
            checked={option === 'AGGREGATED'}
            onChange={(event) => choose('AGGREGATED', event.currentTarget.checked)}
          />
        </Group>
        <Group grow align="flex-start">
          <TextField<TicketValues>
            name="ceNumber"
            label={t('ticket.orderAccount.ceNumber')}
            placeholder="ABC123"
            maxLength={6}
            autoComplete="off"
            clean={cleanCeNumber}
          />
          <TextField<TicketValues>
            name="bcan"
            label={t('ticket.orderAccount.bcan')}
            placeholder="### ### ####"
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
            disabled={option !== ''}
            clean={formatBcan}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
