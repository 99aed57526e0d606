import type { Instrument } from '../../../shared/market-data';
import type { ChartLayout, MarketSettings } from '../settings/market-settings';

/** One chart: its colour group and stock, as the market settings keep them. */
export type ChartCell = MarketSettings['multiChartCells'][number];
/** Group colours of spec section 5: charts of one colour follow the same instrument; 'none' stands alone. */
export type GroupColor = ChartCell['group'];
export const groupColors: readonly GroupColor[] = ['none', 'red', 'blue', 'green'];

const starters: Instrument[] = ['00700', '00005', '00941', '09988', '00388', '01299'].map((stockCode) => ({
  market: 'HK',
  stockCode,
}));

/** The cells for a layout: the ones there are, then starters for the new places. */
export function cellsForLayout(cells: readonly ChartCell[], layout: ChartLayout): ChartCell[] {
  return Array.from(
    { length: layout },
    (_, index) => cells[index] ?? { group: 'none', instrument: starters[index % starters.length]! },
  );
}

/** A chart picked an instrument: it, and every chart in its colour group, now show it. */
export function pickInstrument(
  cells: readonly ChartCell[],
  index: number,
  instrument: Instrument,
): ChartCell[] {
  const group = cells[index]?.group;
  return cells.map((cell, position) =>
    position === index || (group !== 'none' && cell.group === group) ? { ...cell, instrument } : cell,
  );
}

/** A chart joined a colour group: it takes up what the group already shows, if the group has other charts. */
export function setGroup(cells: readonly ChartCell[], index: number, group: GroupColor): ChartCell[] {
  const member =
    group === 'none' ? undefined : cells.find((cell, position) => position !== index && cell.group === group);
  return cells.map((cell, position) =>
    position === index ? { group, instrument: member ? member.instrument : cell.instrument } : cell,
  );
}
