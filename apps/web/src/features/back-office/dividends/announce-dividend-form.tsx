import { Alert, Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  currencyCodes,
  currencyCodeSchema,
  marketCodes,
  marketCodeSchema,
  maxPrice,
  maxPriceDecimals,
  postStaffDividend,
  type DividendTerms,
} from '@lantau/contract';
import { priceAboveMaximum } from '../../../shared/market-data';
import { Form, NumericField, SelectField, TextField, useSchemaForm } from '../../../shared/form';
import { staffApiClient } from '../staff-api';
import { StaffSubmit } from '../staff-submit';
import { useStaffAction } from '../queue/use-staff-action';

const dateFields = ['exDate', 'recordDate', 'electionDeadline', 'paymentDate'] as const;

/**
 * The terms as typed. The contract's maximum price binds the rate and the scrip price here, where the tip can
 * say so; the server checks the rest (the stock exists, the dates are in order and not past).
 */
function draftSchema(tooHigh: string) {
  const price = z.string().refine((typed) => !priceAboveMaximum(typed.trim()), tooHigh);
  const date = z.string().min(1, 'form.required');
  return z.object({
    market: marketCodeSchema,
    stockCode: z.string().trim().min(1, 'form.required'),
    currency: currencyCodeSchema,
    cashRate: price.refine((typed) => typed.trim() !== '', 'form.required'),
    scripPrice: price,
    exDate: date,
    recordDate: date,
    electionDeadline: date,
    paymentDate: date,
  });
}
type Draft = z.infer<ReturnType<typeof draftSchema>>;

const emptyDraft: Draft = {
  market: 'HK',
  stockCode: '',
  currency: 'HKD',
  cashRate: '',
  scripPrice: '',
  exDate: '',
  recordDate: '',
  electionDeadline: '',
  paymentDate: '',
};

/** Announcing a dividend: the stock, the rate, an optional scrip price and the four dates the server checks. */
export function AnnounceDividendForm() {
  const { t } = useTranslation('backoffice');
  // The tip is a finished text: the schema's messages are looked up as keys, and this one names the maximum.
  const form = useSchemaForm<Draft>(draftSchema(t('dividends.tooHigh', { maxPrice })), emptyDraft);
  const announce = useStaffAction((terms: DividendTerms) =>
    staffApiClient.request(postStaffDividend, { body: terms }),
  );

  const submit = (draft: Draft) =>
    announce.mutate(
      { ...draft, scripPrice: draft.scripPrice.trim() || null },
      { onSuccess: () => form.reset(emptyDraft) },
    );

  return (
    <Form form={form} onSubmit={submit}>
      <Fieldset legend={t('dividends.announce')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField<Draft> name="market" label={t('dividends.market')} data={[...marketCodes]} />
          <TextField<Draft> name="stockCode" label={t('dividends.stockCode')} required />
          <SelectField<Draft> name="currency" label={t('dividends.currency')} data={[...currencyCodes]} />
          <NumericField<Draft>
            name="cashRate"
            label={t('dividends.cashRate')}
            decimals={maxPriceDecimals}
            required
          />
          <NumericField<Draft>
            name="scripPrice"
            label={t('dividends.scripPrice')}
            description={t('dividends.scripPriceHint')}
            decimals={maxPriceDecimals}
          />
          {dateFields.map((field) => (
            <TextField<Draft> key={field} name={field} type="date" label={t(`dividends.${field}`)} required />
          ))}
        </SimpleGrid>
        <StaffSubmit
          error={announce.error}
          pending={announce.isPending}
          label={t('dividends.announceButton')}
          notice={
            announce.isSuccess && (
              <Alert color="green" role="status" mt="sm">
                {t('dividends.announced', { id: announce.data.announcementID })}
              </Alert>
            )
          }
        />
      </Fieldset>
    </Form>
  );
}
