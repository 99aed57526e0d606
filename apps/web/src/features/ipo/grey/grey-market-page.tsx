import { useMemo } from 'react';
import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ipo } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { useEncryptedQuery } from '../../../shared/url';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { TradeView } from '../../trade';
import { useIpos } from '../ipo-api';
import { useOpenIpo } from '../use-open-ipo';

/**
 * ipo/trade: the grey market of an issue whose session is open (greyMarketOpen): its quote, depth and the trade
 * feature's ticket, which in the grey market phase offers Limit + Day only (the server refuses the rest).
 * Without a chosen issue, the issues whose grey market is open.
 */
export function GreyMarketPage() {
  const { t } = useTranslation('ipo');
  useDocumentTitle(t('grey.title'));
  const query = useEncryptedQuery();
  const ipos = useIpos('ALL');
  const open = useOpenIpo();
  const grey = useMemo(() => ipos.data?.ipos.filter((ipo) => ipo.greyMarketOpen) ?? [], [ipos.data]);
  const chosenID = query.status === 'ready' ? query.params.ipo : undefined;
  if (query.status === 'loading' || ipos.isPending) return <PageLoader />;
  if (ipos.isError) return <RetryAlert title={t('loadFailed')} onRetry={() => void ipos.refetch()} />;
  const chosen = grey.find((ipo) => ipo.ipoID === chosenID) ?? (grey.length === 1 ? grey[0] : undefined);
  return (
    <Stack gap="md">
      <Title order={1}>{t('grey.title')}</Title>
      {chosen ? (
        <GreyMarket ipo={chosen} />
      ) : grey.length === 0 ? (
        <Alert color="gray" role="status">
          {chosenID ? t('grey.closed') : t('grey.none')}
        </Alert>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {grey.map((ipo) => (
            <li key={ipo.ipoID}>
              <GreyChoice ipo={ipo} onOpen={() => open.greyMarket(ipo.ipoID)} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function GreyChoice({ ipo, onOpen }: { ipo: Ipo; onOpen: () => void }) {
  const { t } = useTranslation('ipo');
  const { language } = useLanguage();
  return (
    <Button variant="light" onClick={onOpen}>
      {t('grey.open', { stock: `${ipo.stockCode} ${localName(ipo.name, language)}` })}
    </Button>
  );
}

function GreyMarket({ ipo }: { ipo: Ipo }) {
  const { t } = useTranslation('ipo');
  const { language } = useLanguage();
  return (
    <Stack gap="md">
      <Text fw={600}>
        {ipo.stockCode} {localName(ipo.name, language)}
      </Text>
      <Alert color="blue" role="note" title={t('grey.rulesTitle')}>
        <List size="sm" spacing={2}>
          <List.Item>{t('grey.limitOnly')}</List.Item>
          <List.Item>{t('grey.frozen', { date: ipo.listingDate })}</List.Item>
          <List.Item>{t('grey.voided')}</List.Item>
        </List>
      </Alert>
      <TradeView key={ipo.stockCode} instrument={{ market: 'HK', stockCode: ipo.stockCode }} side="SELL" />
    </Stack>
  );
}
