import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { exceedsDecimal, maxPrice, type Position } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { useShowSaved } from '../../../shared/ui/show-saved';
import { Form, NumericField, useSchemaForm } from '../../../shared/form';
import { useSavePositionCost } from '../api/patch-position-cost';

/** A cost further than this from the price is a typing slip, not a cost (spec section 5: 'reasonable'). */
const MAX_COST_TO_PRICE = 10;

const PRICE_TEXT = /^\d+(\.\d{1,3})?$/;

/**
 * The cost edit's rules: a price above 0 with at most 3 decimals, under 10 times the last price, and never past
 * the contract's maximum price (a position without a last price has no other ceiling).
 */
export function costSchema(lastPrice: string) {
  return z.object({
    averageCost: z.string().superRefine((value, context) => {
      if (!PRICE_TEXT.test(value) || new Decimal(value).isZero()) {
        context.addIssue({ code: 'custom', message: 'account:costEdit.invalid' });
        return;
      }
      if (exceedsDecimal(value, maxPrice)) {
        context.addIssue({ code: 'custom', message: 'account:costEdit.tooHigh' });
        return;
      }
      const ceiling = new Decimal(lastPrice).times(MAX_COST_TO_PRICE);
      if (!ceiling.isZero() && new Decimal(value).greaterThanOrEqualTo(ceiling)) {
        context.addIssue({ code: 'custom', message: 'account:costEdit.unreasonable' });
      }
    }),
  });
}
type CostForm = z.infer<ReturnType<typeof costSchema>>;

interface CostEditDialogProps {
  accountNumber: string;
  /** The position being edited; null when closed. */
  position: Position | null;
  onClose: () => void;
}

/** P/L cost edit: the client's own average cost for P/L, or back to the cost from their trades. */
export function CostEditDialog({ accountNumber, position, onClose }: CostEditDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Modal
      opened={position !== null}
      onClose={onClose}
      title={t('costEdit.title')}
      centered
      closeButtonProps={{ 'aria-label': t('nickname.cancel') }}
    >
      {position && <CostEditForm accountNumber={accountNumber} position={position} onDone={onClose} />}
    </Modal>
  );
}

function CostEditForm({
  accountNumber,
  position,
  onDone,
}: {
  accountNumber: string;
  position: Position;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const form = useSchemaForm<CostForm>(costSchema(position.lastPrice), { averageCost: position.averageCost });
  const showSaved = useShowSaved();
  const save = useSavePositionCost(accountNumber);
  const send = (averageCost: string | null) =>
    save.mutate(
      { market: position.market, stockCode: position.stockCode, averageCost },
      {
        onSuccess: () => {
          showSaved(t('costEdit.saved'));
          onDone();
        },
      },
    );
  return (
    <Form form={form} onSubmit={(values) => send(values.averageCost)}>
      <Stack gap="md">
        <Text>
          {t('costEdit.stock', {
            stock: `${localName(position.name, language)} (${position.stockCode})`,
            quantity: position.quantity,
          })}
        </Text>
        <NumericField<CostForm> name="averageCost" label={t('costEdit.label')} decimals={3} data-autofocus />
        <ActionButtons
          error={save.error}
          cancelLabel={t('costEdit.cancel')}
          onCancel={onDone}
          confirmLabel={t('costEdit.save')}
          pending={save.isPending}
          start={
            position.costEdited ? (
              <Button variant="subtle" onClick={() => send(null)} disabled={save.isPending}>
                {t('costEdit.restore')}
              </Button>
            ) : (
              <span />
            )
          }
        />
      </Stack>
    </Form>
  );
}
