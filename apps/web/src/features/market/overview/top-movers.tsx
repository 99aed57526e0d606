import { Anchor, Paper, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { topsSorts } from '@lantau/contract';
import { displayStockCode } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { useStockTops, type TopsSort } from '../api/get-stock-tops';
import { ChangeText, compact, localName, price, quantity } from '../../../shared/market-data';
import { useMarketNavigation } from '../../../shared/url/use-market-navigation';

/** HK top movers in four tabs; a row's name opens its quote. */
export function TopMovers() {
  const { t } = useTranslation('market');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="movers-title">
      <Title order={2} size="h4" id="movers-title" mb="sm">
        {t('movers.title')}
      </Title>
      <Tabs defaultValue="GAINERS" keepMounted={false}>
        <Tabs.List>
          {topsSorts.map((sort) => (
            <Tabs.Tab key={sort} value={sort}>
              {t(`movers.${sort}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {topsSorts.map((sort) => (
          <Tabs.Panel key={sort} value={sort} pt="xs">
            <MoversTable sort={sort} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

function MoversTable({ sort }: { sort: TopsSort }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const tops = useStockTops('HK', sort);
  const { openQuote } = useMarketNavigation();
  if (tops.isError) return <Text c="dimmed">{t('movers.failed')}</Text>;
  return (
    <Table striped fz="sm" verticalSpacing={4} horizontalSpacing="xs">
      <Table.Caption>{t('movers.caption', { list: t(`movers.${sort}`) })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('movers.code')}</Table.Th>
          <Table.Th scope="col">{t('movers.name')}</Table.Th>
          <Table.Th scope="col" className="num">
            {t('movers.nominal')}
          </Table.Th>
          <Table.Th scope="col" className="num">
            {t('movers.changePct')}
          </Table.Th>
          <Table.Th scope="col" className="num">
            {sort === 'VOLUME' ? t('movers.volume') : t('movers.turnover')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(tops.data ?? []).map((stock) => (
          <Table.Tr key={stock.stockCode}>
            <Table.Td className="num" ta="left">
              {displayStockCode(stock.market, stock.stockCode)}
            </Table.Td>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void openQuote({ market: stock.market, stockCode: stock.stockCode })}
              >
                {localName(stock.name, language)}
              </Anchor>
            </Table.Td>
            <Table.Td className="num">{price(stock.nominal)}</Table.Td>
            <Table.Td className="num">
              <ChangeText change={stock.change} changePct={stock.changePct} percentOnly size="sm" />
            </Table.Td>
            <Table.Td className="num">
              {sort === 'VOLUME' ? quantity(stock.volume, language) : compact(stock.turnover, language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
