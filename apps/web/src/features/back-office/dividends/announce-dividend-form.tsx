import { useState, type FormEvent } from 'react';
import { Alert, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  currencyCodes,
  exceedsDecimal,
  marketCodes,
  maxPrice,
  postStaffDividend,
  type DividendTerms,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { StaffSubmit } from '../staff-submit';
import { useStaffAction } from '../queue/use-staff-action';

type Draft = Omit<DividendTerms, 'scripPrice'> & { scripPrice: string };

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

const dateFields = ['exDate', 'recordDate', 'electionDeadline', 'paymentDate'] as const;

/** Announcing a dividend: the stock, the rate, an optional scrip price and the four dates the server checks. */
export function AnnounceDividendForm() {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const announce = useStaffAction((terms: DividendTerms) =>
    staffApiClient.request(postStaffDividend, { body: terms }),
  );
  const set = (field: keyof Draft) => (value: string) => setDraft({ ...draft, [field]: value });
  // The contract's maximum price binds the rate and the scrip price; the server checks the rest.
  const tooHigh = (field: 'cashRate' | 'scripPrice') =>
    exceedsDecimal(draft[field].trim(), maxPrice) ? t('dividends.tooHigh') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooHigh('cashRate') || tooHigh('scripPrice')) return;
    announce.mutate(
      { ...draft, scripPrice: draft.scripPrice.trim() || null },
      { onSuccess: () => setDraft(emptyDraft) },
    );
  };

  return (
    <form onSubmit={submit}>
      <Fieldset legend={t('dividends.announce')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t('dividends.market')}
            data={[...marketCodes]}
            value={draft.market}
            onChange={(event) => set('market')(event.currentTarget.value)}
          />
          <TextInput
            label={t('dividends.stockCode')}
            value={draft.stockCode}
            onChange={(event) => set('stockCode')(event.currentTarget.value)}
            required
          />
          <NativeSelect
            label={t('dividends.currency')}
            data={[...currencyCodes]}
            value={draft.currency}
            onChange={(event) => set('currency')(event.currentTarget.value)}
          />
          <TextInput
            label={t('dividends.cashRate')}
            value={draft.cashRate}
            inputMode="decimal"
            onChange={(event) => set('cashRate')(event.currentTarget.value)}
            error={tooHigh('cashRate')}
            required
          />
          <TextInput
            label={t('dividends.scripPrice')}
            description={t('dividends.scripPriceHint')}
            value={draft.scripPrice}
            inputMode="decimal"
            onChange={(event) => set('scripPrice')(event.currentTarget.value)}
            error={tooHigh('scripPrice')}
          />
          {dateFields.map((field) => (
            <TextInput
              key={field}
              type="date"
              label={t(`dividends.${field}`)}
              value={draft[field]}
              onChange={(event) => set(field)(event.currentTarget.value)}
              required
            />
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
    </form>
  );
}
