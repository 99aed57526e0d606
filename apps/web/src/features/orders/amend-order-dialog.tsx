import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { timesInForce, type Order } from '@lantau/contract';
import { formatPrice } from '@lantau/domain';
import {
  Form,
  NumericField,
  PriceStepperField,
  SelectField,
  TextField,
  useSchemaForm,
} from '../../shared/form';
import {
  liveQuoteFromQuote,
  priceDecimalsFor,
  rulesFromQuote,
  spreadTableOf,
  usePlanFeed,
  useQuote,
  useQuotePlan,
} from '../../shared/market-data';
import { useAmendOrder, type OrderAmendment } from './api/change-order';
import {
  amendDefaults,
  amendmentOf,
  amendsTrigger,
  amendSchema,
  type AmendFacts,
  type AmendValues,
} from './amend-order-form';
import { businessToday } from './business-date';
import { orderErrorText } from './order-error-text';
import { ClosableDialog } from '../../shared/ui/dialogs';

interface AmendOrderDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
  /** Called once the server took the change: the caller closes the order's detail too. */
  onDone: () => void;
}

/**
 * What the dialog checks an amendment with: the instrument's quote, brought in the way the account's plan allows
 * while it is open (streamed on Level 2, polled when delayed; on CLICK only what the store already holds, since a
 * snapshot spends a click), read when the form checks.
 */
function useAmendFacts(order: Order, opened: boolean): () => AmendFacts {
  const instrument = { market: order.market, stockCode: order.stockCode };
  const { plan } = useQuotePlan(order.market);
  usePlanFeed(opened && plan ? instrument : undefined, plan?.plan ?? 'CLICK');
  const quote = useQuote(instrument);
  const facts: AmendFacts = {
    // The server's A/B lot sizes are the market's defaults (not the broker's), so the dialog's are too.
    rules: quote === undefined ? undefined : rulesFromQuote(quote, {}),
    quote: quote === undefined ? {} : liveQuoteFromQuote(quote),
    today: businessToday(),
  };
  const ref = useRef(facts);
  // The schema reads the facts when it checks (on events, after this render is committed).
  useLayoutEffect(() => {
    ref.current = facts;
  });
  return () => ref.current;
}

/** Amend price, trigger (a held conditional order), quantity or time in force: fill in, review, confirm. */
export function AmendOrderDialog({ order, opened, onClose, onDone }: AmendOrderDialogProps) {
  const { t } = useTranslation(['trade', 'errors', 'common']);
  const facts = useAmendFacts(order, opened);
  const form = useSchemaForm<AmendValues>(amendSchema(order, facts), amendDefaults(order));
  const amend = useAmendOrder(order.orderID);
  const [review, setReview] = useState<OrderAmendment | null>(null);
  const close = () => {
    setReview(null);
    amend.reset();
    form.reset(amendDefaults(order));
    onClose();
  };
  const tif = useWatch({ control: form.control, name: 'timeInForce' });
  const decimals = priceDecimalsFor(order.spreadTableID);

  return (
    <ClosableDialog opened={opened} onClose={close} title={t('history.amendTitle')}>
      {review === null ? (
        <Form
          form={form}
          onSubmit={(values) => setReview(amendmentOf(order, values))}
          aria-label={t('history.amendTitle')}
        >
          <Stack gap="sm">
            {order.price !== null && (
              <PriceStepperField<AmendValues>
                name="price"
                label={t('ticket.price')}
                table={spreadTableOf(order.spreadTableID)}
                decimals={decimals}
              />
            )}
            {amendsTrigger(order) && (
              <PriceStepperField<AmendValues>
                name="triggerPrice"
                label={t('conditionField.triggerPrice')}
                table={spreadTableOf(order.spreadTableID)}
                decimals={decimals}
              />
            )}
            <NumericField<AmendValues> name="quantity" label={t('ticket.quantity')} decimals={0} />
            <SelectField<AmendValues>
              name="timeInForce"
              label={t('ticket.timeInForce')}
              data={timesInForce.map((value) => ({ value, label: t(`tif.${value}`) }))}
            />
            {tif === 'GTD' && (
              <TextField<AmendValues> name="expiryDate" type="date" label={t('ticket.expiryDate')} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('history.back')}
              </Button>
              <Button type="submit">{t('history.reviewAmend')}</Button>
            </Group>
          </Stack>
        </Form>
      ) : (
        <Stack gap="md">
          {Object.keys(review).length === 0 ? (
            <Text>{t('history.nothingChanged')}</Text>
          ) : (
            <List aria-label={t('history.changes')}>
              {review.price !== undefined && (
                <List.Item>
                  {t('history.changePrice', {
                    from: formatPrice(order.price ?? '0'),
                    to: formatPrice(review.price),
                  })}
                </List.Item>
              )}
              {review.triggerPrice !== undefined && (
                <List.Item>
                  {t('history.changeTrigger', {
                    from: formatPrice(order.condition?.triggerPrice ?? '0'),
                    to: formatPrice(review.triggerPrice),
                  })}
                </List.Item>
              )}
              {review.quantity !== undefined && (
                <List.Item>
                  {t('history.changeQuantity', { from: order.quantity, to: review.quantity })}
                </List.Item>
              )}
              {review.timeInForce !== undefined && (
                <List.Item>
                  {t('history.changeTif', {
                    from: t(`tif.${order.timeInForce}`),
                    to: t(`tif.${review.timeInForce}`) + (review.expiryDate ? ` ${review.expiryDate}` : ''),
                  })}
                </List.Item>
              )}
            </List>
          )}
          {amend.isError && (
            <Alert color="red" role="alert">
              {orderErrorText(amend.error, t, 'amend')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReview(null)}>
              {t('history.back')}
            </Button>
            <Button
              disabled={Object.keys(review).length === 0}
              loading={amend.isPending}
              onClick={() =>
                amend.mutate(review, {
                  onSuccess: () => {
                    close();
                    onDone();
                  },
                })
              }
            >
              {t('history.confirmAmend')}
            </Button>
          </Group>
        </Stack>
      )}
    </ClosableDialog>
  );
}
