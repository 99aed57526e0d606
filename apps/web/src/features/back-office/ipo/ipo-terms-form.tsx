import { useMemo, useState } from 'react';
import Decimal from 'decimal.js';
import { Alert, Box, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  currencyCodes,
  maxPriceDecimals,
  postStaffIpo,
  patchStaffIpo,
  type IpoTerms,
  type StaffIpo,
} from '@lantau/contract';
import { formatMoney, ipoQuantityTable } from '@lantau/domain';
import {
  ChoiceField,
  Form,
  NumericField,
  SelectField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '../../../shared/form';
import { errorDataOf } from '../../../shared/api';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { staffApiClient } from '../staff-api';
import { StaffSubmit } from '../staff-submit';
import { useStaffAction } from '../queue/use-staff-action';
import {
  blankIpoDraft,
  draftOfIpo,
  generateQuantities,
  ipoDateFields,
  ipoDraftSchema,
  ipoFinancingFields,
  ipoInstantFields,
  ipoNameLanguages,
  parseQuantities,
  termsOfDraft,
  type IpoDraft,
} from './ipo-draft';

/** At most this many lots are generated: the contract's table holds 200 rows. */
const MAX_LOTS = 200;

interface IpoTermsFormProps {
  /** The issue being edited; none for a new one. */
  ipo?: StaffIpo;
  /** Told the issue as the server saved it. */
  onSaved: (ipo: StaffIpo) => void;
}

/**
 * An issue's prospectus and the broker's terms: stock, names in three languages, offer price (fixed or a
 * range), lots and the quantity table, handling fees, financing, and every date (times in Hong Kong time).
 * Creating makes a DRAFT; editing changes a DRAFT, UPCOMING or OPEN issue (the server says when it cannot).
 */
export function IpoTermsForm({ ipo, onSaved }: IpoTermsFormProps) {
  const { t } = useTranslation('backoffice');
  const form = useSchemaForm<IpoDraft>(ipoDraftSchema, ipo ? draftOfIpo(ipo) : blankIpoDraft);
  const save = useStaffAction((terms: IpoTerms) =>
    ipo
      ? staffApiClient.request(patchStaffIpo, { params: { ipoID: ipo.ipoID }, body: terms })
      : staffApiClient.request(postStaffIpo, { body: terms }),
  );
  const submit = (draft: IpoDraft) =>
    save.mutate(termsOfDraft(draft), { onSuccess: (saved) => onSaved(saved) });
  const [priceKind, financing] = useWatch({ control: form.control, name: ['priceKind', 'financing'] });

  return (
    <Form form={form} onSubmit={submit} aria-label={ipo ? t('ipo.form.editTitle') : t('ipo.form.newTitle')}>
      <Stack>
        <Fieldset legend={t('ipo.form.issue')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <TextField<IpoDraft>
              name="stockCode"
              label={t('ipo.form.stockCode')}
              description={t('ipo.form.stockCodeHint')}
              maxLength={5}
              inputMode="numeric"
              required
            />
            {ipoNameLanguages.map((language) => (
              <TextField<IpoDraft>
                key={language}
                name={`name.${language}`}
                label={t('ipo.form.nameIn', { language: t(`ipo.languages.${language}`) })}
                maxLength={200}
                required
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('ipo.form.offer')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <SelectField<IpoDraft> name="currency" label={t('ipo.form.currency')} data={[...currencyCodes]} />
            <ChoiceField<IpoDraft>
              name="priceKind"
              label={t('ipo.form.priceKind')}
              options={[
                { value: 'FIXED', label: t('ipo.form.fixedPrice') },
                { value: 'RANGE', label: t('ipo.form.priceRange') },
              ]}
            />
            {priceKind === 'RANGE' && (
              <NumericField<IpoDraft>
                name="offerPriceLow"
                label={t('ipo.form.offerPriceLow')}
                decimals={maxPriceDecimals}
                required
              />
            )}
            <NumericField<IpoDraft>
              name="offerPriceHigh"
              label={priceKind === 'RANGE' ? t('ipo.form.offerPriceHigh') : t('ipo.form.offerPrice')}
              description={t('ipo.form.offerPriceHint')}
              decimals={maxPriceDecimals}
              required
            />
            <NumericField<IpoDraft> name="lotSize" label={t('ipo.form.lotSize')} decimals={0} required />
            <NumericField<IpoDraft>
              name="sharesOffered"
              label={t('ipo.form.sharesOffered')}
              description={t('ipo.form.sharesOfferedHint')}
              decimals={0}
              required
            />
          </SimpleGrid>
        </Fieldset>

        <QuantityTableFields />

        <Fieldset legend={t('ipo.form.fees')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <NumericField<IpoDraft>
              name="cashHandlingFee"
              label={t('ipo.form.cashHandlingFee')}
              decimals={2}
              required
            />
            <NumericField<IpoDraft>
              name="financedHandlingFee"
              label={t('ipo.form.financedHandlingFee')}
              decimals={2}
              required
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('ipo.form.financing')}>
          <Stack>
            <Box w={{ base: '100%', sm: 320 }}>
              <ChoiceField<IpoDraft>
                name="financing"
                label={t('ipo.form.financingOffered')}
                options={[
                  { value: 'OFF', label: t('ipo.form.financingOff') },
                  { value: 'ON', label: t('ipo.form.financingOn') },
                ]}
              />
            </Box>
            {financing === 'ON' && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                {ipoFinancingFields.map((field) => (
                  <NumericField<IpoDraft>
                    key={field}
                    name={field}
                    label={t(`ipo.form.${field}`)}
                    decimals={field === 'financingDays' ? 0 : field === 'annualRate' ? 4 : 2}
                    required
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend={t('ipo.form.dates')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('ipo.form.datesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {ipoInstantFields.map((field) => (
              <TextField<IpoDraft>
                key={field}
                name={field}
                type="datetime-local"
                label={t('ipo.form.inHongKongTime', { field: t(`ipo.fields.${field}`) })}
                required
              />
            ))}
            {ipoDateFields.map((field) => (
              <TextField<IpoDraft>
                key={field}
                name={field}
                type="date"
                label={t(`ipo.fields.${field}`)}
                required
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <StaffSubmit
          error={save.error}
          pending={save.isPending}
          label={ipo ? t('ipo.form.saveChanges') : t('ipo.form.create')}
          notice={<TermsProblem error={save.error} />}
        />
      </Stack>
    </Form>
  );
}

const serverProblems = [
  'DATES_OUT_OF_ORDER',
  'PRICE_RANGE',
  'QUANTITIES',
  'FINANCING',
  'APPLICATIONS_MADE',
  'STOCK_CODE_LISTED',
];

/**
 * What the server's E7071 found wrong, said in the member's words under its general message: the form checks
 * most of it first, but not what only the server knows (applications already made, which freeze the money terms).
 */
export function TermsProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('backoffice');
  const problem = errorDataOf(error, 'E7071')?.problem;
  if (!problem || !serverProblems.includes(problem)) return null;
  return (
    <Alert color="red" variant="outline" mt="xs">
      {t(`ipo.tips.problems.${problem as 'APPLICATIONS_MADE'}`)}
    </Alert>
  );
}

const quantityColumn = dataTableColumns<{ quantity: number; lots: string; amount: string }>();

/**
 * The quantities one may apply for: generated as 1 to N board lots, then edited freely (one per line), with
 * each quantity's amount at the maximum offer price beside it, as the prospectus prints it.
 */
function QuantityTableFields() {
  const { t } = useTranslation('backoffice');
  const [lots, setLots] = useState('10');
  const [typed, lotSize, price, currency] = useWatch<
    IpoDraft,
    ['quantities', 'lotSize', 'offerPriceHigh', 'currency']
  >({
    name: ['quantities', 'lotSize', 'offerPriceHigh', 'currency'],
  });
  const lot = /^\d+$/.test(lotSize) ? Number(lotSize) : 0;
  const count = /^\d+$/.test(lots) ? Number(lots) : 0;
  const rows = useMemo(() => previewRows(typed, lot, price, currency), [typed, lot, price, currency]);
  const columns = useMemo(
    () => [
      quantityColumn.accessor('quantity', {
        header: t('ipo.form.quantity'),
        meta: { numeric: true, rowHeader: true },
        cell: (info) => info.getValue().toLocaleString('en'),
      }),
      quantityColumn.accessor('lots', { header: t('ipo.form.lots'), meta: { numeric: true } }),
      quantityColumn.accessor('amount', {
        header: t('ipo.form.amount', { currency }),
        meta: { numeric: true, card: 'primary' },
      }),
    ],
    [t, currency],
  );

  return (
    <Fieldset legend={t('ipo.form.quantityTable')}>
      <GenerateQuantities lots={lots} setLots={setLots} lotSize={lot} count={count} />
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="sm">
        <TextAreaField<IpoDraft>
          name="quantities"
          label={t('ipo.form.quantities')}
          description={t('ipo.form.quantitiesHint')}
          autosize
          minRows={4}
          maxRows={12}
          required
        />
        {rows.length > 0 && (
          <DataTable
            caption={t('ipo.form.quantityPreview')}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.quantity)}
            emptyText=""
            striped
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

/** "Generate 1 to N lots": fills the quantity table from the lot size. */
function GenerateQuantities({
  lots,
  setLots,
  lotSize,
  count,
}: {
  lots: string;
  setLots: (lots: string) => void;
  lotSize: number;
  count: number;
}) {
  const { t } = useTranslation('backoffice');
  const { setValue } = useFormContext<IpoDraft>();
  const usable = lotSize > 0 && count > 0 && count <= MAX_LOTS;
  return (
    <Group align="flex-end">
      <TextInput
        label={t('ipo.form.lotsToGenerate')}
        description={t('ipo.form.lotsToGenerateHint', { max: MAX_LOTS })}
        value={lots}
        inputMode="numeric"
        maxLength={3}
        onChange={(event) => setLots(event.currentTarget.value.replace(/\D/g, ''))}
      />
      <Button
        variant="default"
        disabled={!usable}
        onClick={() =>
          setValue('quantities', generateQuantities(lotSize, count), {
            shouldValidate: true,
            shouldDirty: true,
          })
        }
      >
        {t('ipo.form.generate')}
      </Button>
    </Group>
  );
}

/** Each typed quantity with its lots and amount, while the price and quantities can be read. */
function previewRows(typed: string, lotSize: number, price: string, currency: string) {
  const quantities = parseQuantities(typed).filter((quantity) => Number.isInteger(quantity) && quantity > 0);
  if (quantities.length === 0 || !/^\d+(\.\d+)?$/.test(price.trim()) || new Decimal(price).isZero()) {
    return [];
  }
  return ipoQuantityTable(quantities, price.trim()).map(({ quantity, amount }) => ({
    quantity,
    lots: lotSize > 0 ? new Decimal(quantity).dividedBy(lotSize).toDecimalPlaces(2).toString() : '—',
    amount: formatMoney(amount, currency),
  }));
}
