import { describe, expect, it } from 'vitest';
import { cellsForLayout, pickInstrument, setGroup } from './chart-groups';

const ckh = { market: 'HK', stockCode: '00001' } as const;

describe('chart colour groups', () => {
  it('fills a layout, keeping the charts there are', () => {
    const four = cellsForLayout([], 4);
    expect(four).toHaveLength(4);
    expect(new Set(four.map((cell) => cell.instrument.stockCode)).size).toBe(4);
    const six = cellsForLayout(pickInstrument(four, 0, ckh), 6);
    expect(six[0]!.instrument).toEqual(ckh);
    expect(cellsForLayout(six, 1)).toHaveLength(1);
  });

  it('makes every chart of a colour follow the instrument picked in any of them', () => {
    let cells = cellsForLayout([], 4);
    cells = setGroup(cells, 0, 'red');
    cells = setGroup(cells, 2, 'red');
    expect(cells[2]!.instrument).toEqual(cells[0]!.instrument);
    cells = pickInstrument(cells, 2, ckh);
    expect(cells.map((cell) => cell.instrument.stockCode)).toEqual([
      '00001',
      expect.any(String),
      '00001',
      expect.any(String),
    ]);
    expect(cells[1]!.instrument).not.toEqual(ckh);
  });

  it('leaves charts without a colour on their own', () => {
    const cells = pickInstrument(cellsForLayout([], 2), 0, ckh);
    expect(cells[1]!.instrument).not.toEqual(ckh);
  });
});
