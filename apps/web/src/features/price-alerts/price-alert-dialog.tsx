import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { LocalizedText, PriceAlert, Quote } from '@lantau/contract';
import { displayStockCode, priceAlertFrequencies, priceAlertTypes } from '@lantau/domain';
import { Form, NumericField, SelectField, useSchemaForm } from '../../shared/form';
import { isApiError } from '../../shared/api';
import { useLanguage } from '../../shared/i18n';
import { ChangeText, localName, price, useQuoteSelector, type Instrument } from '../../shared/market-data';
import { usePatchPriceAlert } from './api/patch-price-alert';
import { usePostPriceAlert } from './api/post-price-alert';
import { alertFormSchema, valueDecimals, type AlertFormValues } from './alert-form';
import { ClosableDialog } from '../../shared/ui/dialogs';

interface PriceAlertDialogProps {
  instrument: Instrument;
  /** The stock's name when known (the list has it; the quote page reads it from the quote). */
  name?: LocalizedText;
  /** The alert to edit; none to create one. */
  alert?: PriceAlert;
  opened: boolean;
  onClose: () => void;
}

const identity = (quote: Quote | undefined) => quote;

/**
 * The price alert form: type (fixed once created), frequency and value, with the stock's current price and
 * change beside them so the value can be chosen against it. The domain's rules check the value as typed; the
 * server checks them again.
 */
export function PriceAlertDialog({ instrument, name, alert, opened, onClose }: PriceAlertDialogProps) {
  const { t } = useTranslation(['alerts', 'common']);
  const { language } = useLanguage();
  const quote = useQuoteSelector(instrument, identity);
  const defaults: AlertFormValues = alert
    ? { type: alert.type, frequency: alert.frequency, value: alert.value }
    : { type: 'NominalUp', frequency: 'OFA', value: '' };
  const form = useSchemaForm<AlertFormValues>(alertFormSchema, defaults);
  const type = useWatch({ control: form.control, name: 'type' });
  const create = usePostPriceAlert();
  const change = usePatchPriceAlert();
  const saving = create.isPending || change.isPending;
  const failure = create.error ?? change.error;
  const stockName = name ?? quote?.name;
  const code = displayStockCode(instrument.market, instrument.stockCode);
  const title = t('form.title', { stock: stockName ? `${code} ${localName(stockName, language)}` : code });

  const close = () => {
    create.reset();
    change.reset();
    form.reset(defaults);
    onClose();
  };
  const saved = () => {
    notifications.show({
      message: t('form.saved'),
      color: 'green',
      closeButtonProps: { 'aria-label': t('common:dialog.close') },
    });
    close();
  };
  const submit = (values: AlertFormValues) => {
    if (alert) {
      change.mutate(
        { alertID: alert.alertID, change: { value: values.value, frequency: values.frequency } },
        { onSuccess: saved },
      );
    } else {
      create.mutate({ ...instrument, ...values }, { onSuccess: saved });
    }
  };

  return (
    <ClosableDialog opened={opened} onClose={close} title={title}>
      <Form form={form} onSubmit={submit} aria-label={title}>
        <Stack gap="sm">
          {quote && (
            <Group gap="sm" align="baseline" aria-label={t('form.current')} role="group">
              <Text size="sm" c="dimmed">
                {t('form.current')}
              </Text>
              <Text fw={700} className="num">
                {price(quote.nominal)}
              </Text>
              <ChangeText change={quote.change} changePct={quote.changePct} size="sm" />
            </Group>
          )}
          {alert ? (
            <Text size="sm">
              {t('form.type')}: {t(`type.${alert.type}`)}
            </Text>
          ) : (
            <SelectField<AlertFormValues>
              name="type"
              label={t('form.type')}
              data={priceAlertTypes.map((value) => ({ value, label: t(`type.${value}`) }))}
            />
          )}
          <SelectField<AlertFormValues>
            name="frequency"
            label={t('form.frequency')}
            data={priceAlertFrequencies.map((value) => ({ value, label: t(`frequency.${value}`) }))}
          />
          <NumericField<AlertFormValues>
            name="value"
            label={t(type.startsWith('Nominal') ? 'form.priceValue' : 'form.percentValue')}
            description={t(`hint.${type}`)}
            decimals={valueDecimals(type)}
            withAsterisk
          />
          {failure && (
            <Alert color="red" role="alert">
              {isApiError(failure) && failure.fromServer && failure.message
                ? failure.message
                : t('form.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </ClosableDialog>
  );
}
