import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceAlert } from '@lantau/contract';
import { displayStockCode, formatPercent, formatPrice, isPercentAlert } from '@lantau/domain';
import { useLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useMarketNavigation } from '../../shared/url/use-market-navigation';
import { useDeletePriceAlert } from './api/delete-price-alert';
import { usePriceAlerts } from './api/get-price-alerts';
import { usePatchPriceAlert } from './api/patch-price-alert';
import { PriceAlertDialog } from './price-alert-dialog';
import { ClosableDialog } from '../../shared/ui/dialogs';

const valueText = (alert: PriceAlert) =>
  isPercentAlert(alert.type) ? `${formatPercent(alert.value)}%` : formatPrice(alert.value);

/** market_informatica/price_alerts: the client's alerts, each editable, switchable and deletable. */
export default function PriceAlertsPage() {
  const { t } = useTranslation('alerts');
  useDocumentTitle(t('list.title'));
  const alerts = usePriceAlerts();
  const [editing, setEditing] = useState<PriceAlert | null>(null);
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  if (alerts.isPending) return <PageLoader />;
  if (alerts.isError)
    return <RetryAlert title={t('list.loadFailed')} onRetry={() => void alerts.refetch()} />;
  const { alerts: items, limit } = alerts.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('list.count', { count: items.length, limit })}
      </Text>
      {items.length === 0 ? (
        <Text>{t('list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('list.stock')}</Table.Th>
                <Table.Th scope="col">{t('form.type')}</Table.Th>
                <Table.Th scope="col">{t('list.value')}</Table.Th>
                <Table.Th scope="col">{t('form.frequency')}</Table.Th>
                <Table.Th scope="col">{t('list.status')}</Table.Th>
                <Table.Th scope="col">{t('list.enabled')}</Table.Th>
                <Table.Th scope="col">{t('list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((alert) => (
                <AlertRow
                  key={alert.alertID}
                  alert={alert}
                  onEdit={() => setEditing(alert)}
                  onDelete={() => setDeleting(alert)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <PriceAlertDialog
          key={editing.alertID}
          instrument={{ market: editing.market, stockCode: editing.stockCode }}
          name={editing.name}
          alert={editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog alert={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function AlertRow({
  alert,
  onEdit,
  onDelete,
}: {
  alert: PriceAlert;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('alerts');
  const { language } = useLanguage();
  const { openQuote } = useMarketNavigation();
  const change = usePatchPriceAlert();
  const stock = `${displayStockCode(alert.market, alert.stockCode)} ${localName(alert.name, language)}`;
  const status = !alert.enabled ? 'OFF' : alert.status;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          onClick={() => void openQuote({ market: alert.market, stockCode: alert.stockCode })}
        >
          {stock}
        </Anchor>
      </Table.Td>
      <Table.Td>{t(`type.${alert.type}`)}</Table.Td>
      <Table.Td className="num">{valueText(alert)}</Table.Td>
      <Table.Td>{t(`frequency.${alert.frequency}`)}</Table.Td>
      <Table.Td>
        <Badge
          variant="dot"
          color={status === 'ACTIVE' ? 'teal' : status === 'TRIGGERED' ? 'orange' : 'gray'}
        >
          {t(`status.${status}`)}
        </Badge>
        {alert.triggerCount > 0 && (
          <Text size="xs" mt={4}>
            {t('list.triggered', { count: alert.triggerCount })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={alert.enabled}
          disabled={change.isPending}
          aria-label={t('list.enableLabel', { stock })}
          onChange={(event) =>
            change.mutate({ alertID: alert.alertID, change: { enabled: event.currentTarget.checked } })
          }
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t('list.editLabel', { stock })}>
            {t('list.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={t('list.deleteLabel', { stock })}
          >
            {t('list.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function DeleteDialog({ alert, onClose }: { alert: PriceAlert | null; onClose: () => void }) {
  const { t } = useTranslation(['alerts', 'common']);
  const { language } = useLanguage();
  const remove = useDeletePriceAlert();
  const stock = alert
    ? `${displayStockCode(alert.market, alert.stockCode)} ${localName(alert.name, language)}`
    : '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ClosableDialog opened={alert !== null} onClose={close} title={t('delete.title')}>
      <Stack gap="md">
        <Text>{t('delete.confirm', { stock })}</Text>
        {remove.isError && (
          <Text c="red" role="alert">
            {t('delete.failed')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => alert && remove.mutate(alert.alertID, { onSuccess: close })}
          >
            {t('delete.action')}
          </Button>
        </Group>
      </Stack>
    </ClosableDialog>
  );
}
