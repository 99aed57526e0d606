import { Box, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepthLevel, Quote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { depthCounts, useMarketSetting, type DepthCount } from '../settings/market-settings';
import { price, quantity, useQuoteSelector, type Instrument } from '../../../shared/market-data';

const bidsOf = (quote: Quote | undefined) => quote?.bids;
const asksOf = (quote: Quote | undefined) => quote?.asks;

/**
 * Bid and ask side by side, best first. LEVEL2 has 10 levels and lets the user show 1, 5 or 10 (a local
 * setting); other plans have the best level only.
 */
export function DepthTable({ instrument, fullDepth }: { instrument: Instrument; fullDepth: boolean }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const [stored, setCount] = useMarketSetting('depthCount');
  const bids = useQuoteSelector(instrument, bidsOf) ?? [];
  const asks = useQuoteSelector(instrument, asksOf) ?? [];
  const count: DepthCount = fullDepth ? stored : 1;
  const rows = Array.from({ length: count }, (_, index) => index);
  const cell = (level: DepthLevel | undefined) =>
    level ? [price(level.price), quantity(level.quantity, language), String(level.orders)] : ['', '', ''];

  return (
    <Stack gap="xs" component="section" aria-labelledby="depth-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="depth-title">
          {t('depth.title')}
        </Title>
        {fullDepth && (
          <SegmentedControl
            size="xs"
            aria-label={t('depth.levels')}
            value={String(count)}
            onChange={(value) => setCount(Number(value) as DepthCount)}
            data={depthCounts.map((levels) => ({ value: String(levels), label: String(levels) }))}
          />
        )}
      </Group>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <Box tabIndex={0} role="group" aria-labelledby="depth-title" style={{ overflowX: 'auto' }}>
        <Table striped withTableBorder fz="sm" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Caption>{t('depth.caption', { count })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('depth.level')}</Table.Th>
              <Table.Th scope="col" className="num">
                {t('depth.bidPrice')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('depth.bidQuantity')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('depth.bidOrders')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('depth.askPrice')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('depth.askQuantity')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('depth.askOrders')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((index) => (
              <Table.Tr key={index} data-testid="depth-row">
                <Table.Th scope="row">{index + 1}</Table.Th>
                {cell(bids[index]).map((text, column) => (
                  <Table.Td key={`b${column}`} className="num">
                    {text}
                  </Table.Td>
                ))}
                {cell(asks[index]).map((text, column) => (
                  <Table.Td key={`a${column}`} className="num">
                    {text}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {bids.length === 0 && asks.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('depth.empty')}
        </Text>
      )}
    </Stack>
  );
}
