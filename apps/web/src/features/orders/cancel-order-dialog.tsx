import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lantau/contract';
import { useLanguage } from '../../shared/i18n';
import { useCancelOrder } from './api/change-order';
import { orderErrorText } from './order-error-text';
import { orderInstrument, orderPrice } from './order-format';
import { ClosableDialog } from '../../shared/ui/dialogs';

interface CancelOrderDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
  /** Called once the server took the change: the caller closes the order's detail too. */
  onDone: () => void;
}

/** Asks before cancelling: a cancel cannot be taken back. */
export function CancelOrderDialog({ order, opened, onClose, onDone }: CancelOrderDialogProps) {
  const { t } = useTranslation(['trade', 'errors', 'common']);
  const { language } = useLanguage();
  const cancel = useCancelOrder(order.orderID);
  const instrument = orderInstrument(order, language);
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <ClosableDialog opened={opened} onClose={close} title={t('history.cancelTitle')}>
      <Stack gap="md">
        <Text>
          {t('history.cancelQuestion', {
            side: t(`side.${order.side}`),
            quantity: order.quantity - order.filledQuantity,
            code: instrument.code,
            name: instrument.name,
            price: orderPrice(order.price),
          })}
        </Text>
        {cancel.isError && (
          <Alert color="red" role="alert">
            {orderErrorText(cancel.error, t, 'cancel')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('history.keepOrder')}
          </Button>
          {/* red.9: white text at 5.4:1 (Mantine's default red.6 gives 3.3, under WCAG AA). */}
          <Button
            color="red.9"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  close();
                  onDone();
                },
              })
            }
          >
            {t('history.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    </ClosableDialog>
  );
}
